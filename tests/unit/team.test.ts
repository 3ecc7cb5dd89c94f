import {describe, expect, test} from 'vitest';
import {avatarUrl, githubUrl, initials, team} from '@site/src/data/team';

describe('team data', () => {
  test('logins are unique and look like GitHub logins', () => {
    const logins = team.map((m) => m.github.toLowerCase());
    expect(new Set(logins).size).toBe(logins.length);
    for (const login of logins) expect(login).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,37}[a-z0-9])?$/);
  });
  test('there is exactly one author', () => {
    expect(team.filter((m) => m.role === 'author')).toHaveLength(1);
  });
  test('links and avatars point at GitHub', () => {
    const [first] = team;
    expect(githubUrl(first!)).toBe(`https://github.com/${first!.github}`);
    expect(avatarUrl(first!, 80)).toBe(`https://avatars.githubusercontent.com/${first!.github}?s=80`);
  });
});

describe('initials', () => {
  test('takes the first letters of two words', () => {
    expect(initials('Bright Wu')).toBe('BW');
  });
  test('takes two letters of a single word', () => {
    expect(initials('shulandmimi')).toBe('SH');
  });
  test('never returns an empty string', () => {
    expect(initials('   ')).toBe('?');
  });
});
