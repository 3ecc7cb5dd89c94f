import {translate} from '@docusaurus/Translate';

/**
 * Farm's author and maintainers, as the "Author & Maintainer" section of
 * farm-fe/farm's README lists them at @farmfe/core@1.0.22. The line about
 * each comes from the folders their commits touch most up to that tag.
 */
export type TeamRole = 'author' | 'maintainer';

export type TeamMember = {
  /** GitHub login: also the key of the avatar URL and the profile link */
  github: string;
  name: string;
  role: TeamRole;
  /** the X (Twitter) handle, without @, where the README gives one */
  x?: string;
  /** organisation, where the README gives one */
  org?: string;
  about: string;
};

export const team: readonly TeamMember[] = [
  {
    github: 'wre232114',
    name: 'brightwu',
    role: 'author',
    x: 'brightwwu46799',
    org: 'ByteDance',
    about: translate({
      id: 'team.about.brightwu',
      message: 'Created Farm and wrote most of its Rust compiler, resolver and Node.js core.',
    }),
  },
  {
    github: 'ErKeLost',
    name: 'ErKeLost',
    role: 'maintainer',
    about: translate({
      id: 'team.about.ErKeLost',
      message: 'Maintains create-farm, the command-line interface and the Node.js core package.',
    }),
  },
  {
    github: 'shulandmimi',
    name: 'shulandmimi',
    role: 'maintainer',
    about: translate({
      id: 'team.about.shulandmimi',
      message: 'Works on the Rust compiler, the Sass plugin and the server-side rendering examples.',
    }),
  },
];

export function githubUrl(member: TeamMember): string {
  return `https://github.com/${member.github}`;
}

export function avatarUrl(member: TeamMember, size = 160): string {
  return `https://avatars.githubusercontent.com/${member.github}?s=${size}`;
}

/** Up to two letters shown when the avatar image cannot load. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}
