import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * The site's `markdown.parseFrontMatter` (Node only): Docusaurus's own parser, with two rules.
 *
 * 1. Front matter that cannot be parsed fails every time it is read, not only the first time. Docusaurus's
 *    parser (gray-matter) caches a file's text before parsing it, and a failed parse leaves that text
 *    cached as "no front matter": the docs plugin and the MDX loader both parse each saved file, so the
 *    first to read a broken save reports it and the second compiles it as a page without front matter.
 *    In `npm start`, the docs plugin usually came first: its error went to the terminal only, the bundler
 *    compiled the file without complaint, and the open page kept its old content. Failures are remembered
 *    by file text, so both readers now fail, and the bundler's error shows in the browser's overlay.
 * 2. The error names the file (relative to the site) and its line and column, with the lines around it:
 *    `docs/features/css.md:2:11`.
 */
export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const failures = failedTexts();
    const known = failures.get(fileContent);
    if (known !== undefined) throw describeFailure(siteDir, filePath, fileContent, known);
    try {
      return await defaultParseFrontMatter({filePath, fileContent});
    } catch (error) {
      remember(failures, fileContent, error);
      throw describeFailure(siteDir, filePath, fileContent, error);
    }
  };
}

/** How many failed texts are remembered; the oldest is forgotten first. */
export const REMEMBERED_FAILURES = 100;

/**
 * One memory per process, shared by every copy of this module: Docusaurus loads the site config afresh on
 * each reload, while the MDX loader keeps the parser of the config it started with, and gray-matter's cache
 * lives as long as the process.
 */
const FAILURES_KEY = Symbol.for('farm-website.dev-errors.front-matter-failures');

export function failedTexts(): Map<string, unknown> {
  const store = globalThis as {[FAILURES_KEY]?: Map<string, unknown>};
  store[FAILURES_KEY] ??= new Map();
  return store[FAILURES_KEY];
}

function remember(failures: Map<string, unknown>, text: string, error: unknown): void {
  failures.delete(text);
  failures.set(text, error);
  while (failures.size > REMEMBERED_FAILURES) {
    const oldest = failures.keys().next();
    if (oldest.done) break;
    failures.delete(oldest.value);
  }
}

/** Where a YAML error points, as js-yaml reports it: 0-based, counted from the opening `---`'s line. */
type YamlMark = {line: number; column: number};

function yamlMark(error: unknown): YamlMark | undefined {
  if (typeof error !== 'object' || error === null || !('mark' in error)) return undefined;
  const {mark} = error as {mark: unknown};
  if (typeof mark !== 'object' || mark === null) return undefined;
  const {line, column} = mark as {line?: unknown; column?: unknown};
  return Number.isInteger(line) && Number.isInteger(column)
    ? {line: line as number, column: column as number}
    : undefined;
}

function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string') {
    return error.reason;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The lines of the file around `line` (1-based), numbered, with a caret under `column` (1-based). */
export function excerpt(fileContent: string, line: number, column: number): string {
  const lines = fileContent.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** The error a writer sees, in the terminal and in the browser's overlay. */
export function describeFailure(siteDir: string, filePath: string, fileContent: string, error: unknown): Error {
  const file = path.relative(siteDir, filePath).split(path.sep).join('/') || filePath;
  const mark = yamlMark(error);
  if (!mark) {
    return new Error(`${file}: its front matter cannot be read: ${reasonOf(error)}`, {cause: error});
  }
  // The front matter starts on the file's first line, right after `---`: js-yaml's line 0 is file line 1.
  const line = mark.line + 1;
  const column = mark.column + 1;
  // The message says all the parser knew: no `cause`, and no stack in the bundler's report (`hideStack`, read by
  // webpack and Rspack), whose lines would point at Docusaurus's code rather than at the file to fix.
  return Object.assign(
    new Error(
      `${file}:${line}:${column}: the front matter is not valid YAML (${reasonOf(error)}).\n` +
        `${excerpt(fileContent, line, column)}\n` +
        'A value that holds ": " or " #", or starts with a character such as [ { > | * & ! % @ `, needs quotes.',
    ),
    {hideStack: true},
  );
}
