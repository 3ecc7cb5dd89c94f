/**
 * The configuration and CLI reference stay complete:
 * - every option of tests/data/config-options-<version>.json (generated from
 *   Farm's config schema by scripts/extract-config-options.mjs) has exactly one
 *   heading whose text is the option path in inline code on that version's
 *   config/*.md pages;
 * - every command of tests/data/cli-<version>.json (generated from Farm's CLI by
 *   scripts/extract-cli.mjs) has its `## \`farm <command>\`` heading on
 *   cli/cli-api.md (global flags under `## Global options`), and every flag of a
 *   command appears in inline code in that command's section.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {markdownFiles, parseDoc, siteDir, withoutCode} from './docs-lib';

/** Releases whose option and CLI lists are in tests/data (config-options-<label>.json, cli-<label>.json). */
const LISTS = ['1.7', '0.15', '2.0'] as const;

type ReferenceVersion = {
  /** which lists the version's pages are held to */
  label: (typeof LISTS)[number];
  /** the version's English docs folder, relative to the site */
  folder: string;
};

/**
 * The docs versions whose reference pages are held to their release's lists. A version gets its row once its
 * config/*.md pages and cli/cli-api.md exist: for 2.x that is `{label: '2.0', folder: <its docs folder>}`.
 */
const versions: ReferenceVersion[] = [
  {label: '1.7', folder: 'docs'},
  {label: '0.15', folder: 'versioned_docs/version-0.x'},
  {label: '2.0', folder: 'versioned_docs/version-2.x'},
];

/** The config reference pages of a docs folder: config/<name>.md(x), by doc id (`config/dev-server`). */
function configPages(folder: string): {id: string; file: string}[] {
  const root = path.join(siteDir, folder);
  return markdownFiles(path.join(root, 'config'))
    .map((file) => ({
      id: path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
      file,
    }))
    .filter((page) => /^config\/[^/]+$/.test(page.id))
    .sort((a, b) => a.id.localeCompare(b.id));
}

type Heading = {level: number; text: string; line: number};

/** Headings outside code blocks, with any explicit `{#id}` removed from the text. */
function headings(body: string): Heading[] {
  const result: Heading[] = [];
  withoutCode(body)
    .split('\n')
    .forEach((line, index) => {
      const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      if (!m) return;
      const text = m[2]!.replace(/\s*\{#[^}]+\}\s*$/, '').trim();
      result.push({level: m[1]!.length, text, line: index + 1});
    });
  return result;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

function readOptionList(file: string): string[] {
  const data = readJson(file);
  if (!Array.isArray(data) || !data.every((item): item is string => typeof item === 'string')) {
    throw new Error(`${file} must be a JSON array of strings`);
  }
  return data;
}

type CliCommand = {name: string; aliases: string[]; flags: string[]};

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function readCliList(file: string): CliCommand[] {
  const data = readJson(file);
  if (!Array.isArray(data)) throw new Error(`${file} must be a JSON array`);
  return data.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) throw new Error(`${file}[${index}] is not an object`);
    const {name, aliases, flags} = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !isStringArray(flags) || (aliases !== undefined && !isStringArray(aliases))) {
      throw new Error(`${file}[${index}] must have a string name, a string[] flags and a string[] aliases`);
    }
    return {name, aliases: aliases ?? [], flags};
  });
}

for (const version of versions) {
  describe(`reference ${version.label}: config options (${version.folder}/config/*.md)`, () => {
    const optionsFile = path.join(siteDir, `tests/data/config-options-${version.label}.json`);
    const options = readOptionList(optionsFile);
    const pages = configPages(version.folder);

    /** option path -> places (`config/x.md:12`) where a heading names it */
    const found = new Map<string, string[]>();
    for (const page of pages) {
      for (const heading of headings(parseDoc(page.file).body)) {
        const m = /^`([^`]+)`$/.exec(heading.text);
        if (!m) continue;
        const places = found.get(m[1]!) ?? [];
        places.push(`${page.id}.md:${heading.line}`);
        found.set(m[1]!, places);
      }
    }

    test('the option list is not empty, and the folder has config pages', () => {
      expect(options.length).toBeGreaterThan(0);
      expect(pages.length).toBeGreaterThan(0);
    });

    test('every option has a heading with exactly its path in inline code', () => {
      const missing = options.filter((option) => !found.has(option)).map((option) => `\`${option}\``);
      expect(missing, `options without a heading on ${version.folder}/config/*.md`).toEqual([]);
    });

    test('no option has more than one heading', () => {
      const duplicated = options
        .filter((option) => (found.get(option)?.length ?? 0) > 1)
        .map((option) => `\`${option}\`: ${found.get(option)!.join(', ')}`);
      expect(duplicated, `options with several headings on ${version.folder}/config/*.md`).toEqual([]);
    });
  });
}

/** The lines of a command's section: from its `##` heading to the next heading of level 1 or 2. */
function section(body: string, title: string): string | undefined {
  const lines = body.split('\n');
  const code = withoutCode(body).split('\n');
  const all = headings(body);
  const start = all.find((h) => h.level === 2 && h.text === title);
  if (!start) return undefined;
  const next = all.find((h) => h.line > start.line && h.level <= 2);
  const end = next ? next.line - 1 : lines.length;
  // keep prose and tables only: inline code in fenced blocks does not count
  return code.slice(start.line, end).join('\n');
}

/** Whether `flag` (long form, `--port`) appears in inline code, alone or with its argument. */
function mentionsFlag(text: string, flag: string): boolean {
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const code = m[1]!.trim();
    if (code === flag) return true;
    if (code.startsWith(flag) && /^[\s=<[]/.test(code.slice(flag.length))) return true;
  }
  return false;
}

for (const version of versions) {
  describe(`reference ${version.label}: CLI (${version.folder}/cli/cli-api.md)`, () => {
    const cliFile = path.join(siteDir, `tests/data/cli-${version.label}.json`);
    if (!fs.existsSync(cliFile)) {
      test.skip(`tests/data/cli-${version.label}.json does not exist yet (scripts/extract-cli.mjs writes it); the CLI check starts once it lands`, () => {});
      return;
    }
    const commands = readCliList(cliFile);
    const pageFile = path.join(siteDir, version.folder, 'cli/cli-api.md');

    test('cli/cli-api.md exists', () => {
      expect(fs.existsSync(pageFile)).toBe(true);
    });

    for (const command of commands) {
      const title = command.name === '' ? 'Global options' : `\`farm ${command.name}\``;
      test(`${title} has its section and lists every flag`, () => {
        expect(fs.existsSync(pageFile), `${version.folder}/cli/cli-api.md is missing`).toBe(true);
        const text = section(parseDoc(pageFile).body, title);
        expect(text, `no "## ${title}" heading on ${version.folder}/cli/cli-api.md`).toBeDefined();
        const missing = command.flags.filter((flag) => !mentionsFlag(text ?? '', flag));
        expect(missing, `flags missing from the "${title}" section`).toEqual([]);
      });
    }
  });
}

describe('the option and CLI lists of every release are well-formed', () => {
  for (const label of LISTS) {
    test(`config-options-${label}.json: sorted, unique dotted option paths`, () => {
      const options = readOptionList(path.join(siteDir, `tests/data/config-options-${label}.json`));
      expect(options.length).toBeGreaterThan(100);
      expect(options.filter((option) => !/^[A-Za-z]\w*(\[\])?(\.[A-Za-z]\w*(\[\])?)*$/.test(option))).toEqual([]);
      expect([...new Set(options)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(options);
    });

    test(`cli-${label}.json: global options first, then commands with long flags`, () => {
      const commands = readCliList(path.join(siteDir, `tests/data/cli-${label}.json`));
      expect(commands[0]?.name).toBe('');
      expect(commands.map((command) => command.name)).toEqual(expect.arrayContaining(['start', 'build']));
      expect(commands.flatMap((command) => command.flags).filter((flag) => !/^--[a-zA-Z][\w-]*$/.test(flag))).toEqual(
        [],
      );
    });
  }
});
