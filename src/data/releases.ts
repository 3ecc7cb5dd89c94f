/**
 * Milestones of @farmfe/core, each dated by the first git tag of that release
 * line in farm-fe/farm and described by its CHANGELOG.md entry.
 */
import {translate} from '@docusaurus/Translate';

export type Release = {
  version: string;
  date: string;
  summary: string;
};

export const releases: readonly Release[] = [
  {
    version: '0.1.0',
    date: '2023-02-20',
    summary: translate({id: 'data.release.0.1', message: 'First tagged release of @farmfe/core, with React HMR.'}),
  },
  {
    version: '0.3.0',
    date: '2023-03-04',
    summary: translate({id: 'data.release.0.3', message: 'Lazy compilation and partial bundling.'}),
  },
  {
    version: '0.11.0',
    date: '2023-07-30',
    summary: translate({id: 'data.release.0.11', message: 'Upgraded SWC crates and support for Emotion.'}),
  },
  {
    version: '0.13.0',
    date: '2023-10-07',
    summary: translate({
      id: 'data.release.0.13',
      message: 'Vite plugins out of the box, and a new partial bundling algorithm (RFC-003).',
    }),
  },
  {
    version: '0.14.1',
    date: '2023-11-20',
    summary: translate({id: 'data.release.0.14', message: 'Persistent cache and incremental builds.'}),
  },
  {
    version: '0.15.1',
    date: '2024-01-10',
    summary: translate({
      id: 'data.release.0.15',
      message: 'Vite plugins run after Farm plugins; the 0.x docs on this site describe 0.15.',
    }),
  },
  {
    version: '0.16.1',
    date: '2024-01-29',
    summary: translate({id: 'data.release.0.16', message: 'Comments can be preserved in JS, TS, JSX and TSX modules.'}),
  },
  {
    version: '1.0.1',
    date: '2024-03-18',
    summary: translate({id: 'data.release.1.0', message: 'Farm 1.0, the first stable release.'}),
  },
  {
    version: '1.0.22',
    date: '2024-04-17',
    summary: translate({
      id: 'data.release.1.0.22',
      message: 'The 1.0 release that the current docs on this site describe.',
    }),
  },
];
