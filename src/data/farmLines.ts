/**
 * The @farmfe/core release each docs version is checked against, by docs version name (`current` is the
 * `docs/` folder, 1.x). The pages of 2.x name it in their front matter (`checked_against`), and the
 * pre-release banner names it to readers (src/theme/DocVersionBanner).
 */
export const farmLines = {
  '2.x': '2.0.0-beta.11',
  current: '1.7.11',
  '0.x': '0.15.10',
} as const satisfies Record<string, string>;

export type DocsVersionName = keyof typeof farmLines;

/** The git tag in farm-fe/farm of a docs version's release, e.g. `@farmfe/core@2.0.0-beta.11`. */
export const coreTag = (version: DocsVersionName): string => `@farmfe/core@${farmLines[version]}`;
