import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, test} from 'vitest';
import {DOCS_VERSION_NAMES, docsRoot, headingIdList, listDocs, parseDoc, siteDir, withoutCode} from './docs-lib';

const zhDir = path.join(siteDir, 'i18n/zh');
const glossary = fs.readFileSync(path.join(zhDir, 'GLOSSARY.md'), 'utf8');

/** The words the glossary bans: in its table's notes, the terms quoted after 不用. */
function bannedTerms(glossaryText: string): string[] {
  const terms: string[] = [];
  for (const line of glossaryText.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5) continue;
    const note = cells[3]!;
    for (const clause of note.matchAll(/不用((?:「[^」]+」)+)/g)) {
      for (const term of clause[1]!.matchAll(/「([^」]+)」/g)) terms.push(term[1]!);
    }
  }
  return terms;
}

/**
 * Prose of a Markdown body, a line each: code blocks, inline code, JSX/HTML tags, link targets,
 * heading ids and URLs are blanked, so quotes and dots that belong to code or markup do not count.
 */
function proseLines(body: string): string[] {
  return withoutCode(body)
    .split('\n')
    .map((line) =>
      /^\s*(import|export)\s/.test(line)
        ? ''
        : line
            .replace(/`[^`\n]*`/g, ' ')
            .replace(/<[A-Za-z/!][^>]*>/g, ' ')
            .replace(/\]\([^)]*\)/g, '] ')
            .replace(/\{#[^}]*\}/g, ' ')
            .replace(/https?:\/\/\S+/g, ' '),
    );
}

/** Quote and ellipsis marks that the glossary does not allow in Chinese prose. */
function punctuationProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[“”‘’]/.test(text)) problems.push('curly quotes (use 「」)');
  if (/"[^"]*"/.test(text)) problems.push('straight double quotes (use 「」)');
  if (/……|\.\.\.|。。。/.test(text)) problems.push('ellipsis other than …');
  return problems;
}

type Text = {where: string; text: string};

function zhMarkdownFiles(): string[] {
  return fs
    .readdirSync(zhDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && f !== 'GLOSSARY.md')
    .map((f) => path.join(zhDir, f));
}

/** Every piece of Chinese prose: Markdown bodies, front matter strings, and the JSON messages. */
function zhTexts(): Text[] {
  const texts: Text[] = [];
  for (const file of zhMarkdownFiles()) {
    const rel = path.relative(siteDir, file);
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string') texts.push({where: `${rel} (${key})`, text: value});
    }
    proseLines(content).forEach((text, i) => {
      if (text.trim() !== '') texts.push({where: `${rel} body line ${i + 1}`, text});
    });
  }
  for (const file of fs.readdirSync(zhDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.json'))) {
    const messages: Record<string, {message?: string}> = JSON.parse(fs.readFileSync(path.join(zhDir, file), 'utf8'));
    for (const [id, {message}] of Object.entries(messages)) {
      if (typeof message === 'string') texts.push({where: `i18n/zh/${file}: ${id}`, text: message});
    }
  }
  return texts;
}

const texts = zhTexts();

describe('Chinese text follows i18n/zh/GLOSSARY.md', () => {
  const banned = bannedTerms(glossary);

  test('the glossary bans terms (the notes column is read)', () => {
    expect(banned).toEqual(expect.arrayContaining(['热更新', '热重载', '过滤器', '过滤规则', 'lock 文件', '复制成功']));
  });

  test('no banned term appears in Chinese prose or messages', () => {
    const hits = texts.flatMap(({where, text}) => banned.filter((t) => text.includes(t)).map((t) => `${where}: ${t}`));
    expect(hits).toEqual([]);
  });

  test('quotes are 「」 and the ellipsis is …', () => {
    const hits = texts.flatMap(({where, text}) => punctuationProblems(text).map((p) => `${where}: ${p}`));
    expect(hits).toEqual([]);
  });

  test('every copy button says "copied" with the same word', () => {
    const code: Record<string, {message: string}> = JSON.parse(fs.readFileSync(path.join(zhDir, 'code.json'), 'utf8'));
    const copied = Object.entries(code).filter(([id]) => /(^|\.)copied$|CopiedText$/i.test(id));
    expect(copied.length).toBeGreaterThanOrEqual(3);
    expect(new Set(copied.map(([, {message}]) => message)).size).toBe(1);
  });
});

describe.each(DOCS_VERSION_NAMES)('zh docs %s keep the English heading ids', (version) => {
  test('each page has the heading ids of its English page, in order', () => {
    const problems: string[] = [];
    for (const doc of listDocs('en', version)) {
      const rel = path.relative(docsRoot('en', version), doc.file);
      const zhFile = path.join(docsRoot('zh', version), rel);
      if (!fs.existsSync(zhFile)) continue;
      const en = headingIdList(parseDoc(doc.file).body);
      const zh = headingIdList(parseDoc(zhFile).body);
      if (JSON.stringify(en) !== JSON.stringify(zh)) {
        problems.push(
          `${rel}: ${en.filter((id) => !zh.includes(id)).join(', ')} -> ${zh.filter((id) => !en.includes(id)).join(', ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('images of the Chinese pages', () => {
  test('every <img src> is a file of static/ under the zh base URL', () => {
    const problems: string[] = [];
    for (const file of zhMarkdownFiles()) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) {
        const src = m[1]!;
        const inStatic =
          src.startsWith('/zh/img/') && fs.existsSync(path.join(siteDir, 'static', src.slice('/zh'.length)));
        if (!inStatic) problems.push(`${path.relative(siteDir, file)}: ${src}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the style checks find planted errors', () => {
  test('banned terms are read from the notes column', () => {
    const table =
      '| English | 中文 | 说明 |\n| --- | --- | --- |\n| HMR | 热模块替换 | 不用「热更新」「热替换」作术语 |\n| x | y | 用「z」 |';
    expect(bannedTerms(table)).toEqual(['热更新', '热替换']);
  });

  test('quotes and ellipses in prose are found; those in code and markup are not', () => {
    const body = [
      '他说“好”。',
      '报错 "not compatible"。',
      '等等……',
      '`"code"` 和 `...rest` 以及 <Since version="1.3.0" /> 与 [链接](./a.md#"x")',
      '```ts',
      'const a = "...";',
      '```',
    ].join('\n');
    expect(proseLines(body).map(punctuationProblems)).toEqual([
      ['curly quotes (use 「」)'],
      ['straight double quotes (use 「」)'],
      ['ellipsis other than …'],
      [],
      [],
      [],
      [],
    ]);
  });
});
