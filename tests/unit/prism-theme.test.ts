import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, themes, type PrismTheme, type Token} from 'prism-react-renderer';
import config from '@site/docusaurus.config';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {
  DARK_PREFIX,
  DARK_SCOPE,
  LIGHT_PREFIX,
  LIGHT_SCOPE,
  declarations,
  prismThemeCss,
  tokenClasses,
  withColors,
  NEUTRAL_THEME,
} from '@site/src/features/code-blocks/shared/prismTheme';
import {linesHtml} from '@site/src/theme/CodeBlock/Content/linesHtml';
import {parseFragment, type DefaultTreeAdapterTypes} from 'parse5';

const root = path.resolve(__dirname, '../..');
const {prism} = config.themeConfig as unknown as ThemeConfig;
const light = prism.theme;
const dark = prism.darkTheme ?? prism.theme;

// The languages the site adds to prism-react-renderer's, loaded as Docusaurus loads them.
const require = createRequire(import.meta.url);
Object.assign(globalThis, {Prism});
for (const language of prism.additionalLanguages) require(`prismjs/components/prism-${language}`);

/** Every fenced code block of the site's Markdown, with its language. */
function codeBlocks(): {file: string; language: string; code: string}[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['docs', 'versioned_docs', 'blog', 'i18n', 'src/pages']) walk(path.join(root, dir));
  // Keyed by language and code: the translations repeat most blocks.
  const blocks = new Map<string, {file: string; language: string; code: string}>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(\s*)(`{3,}|~{3,})([\w-]*)[^\n]*\n([\s\S]*?)\n\1\2\s*$/gm)) {
      const language = (match[3] || 'text').toLowerCase();
      const code = match[4] ?? '';
      if (!blocks.has(`${language}\n${code}`))
        blocks.set(`${language}\n${code}`, {file: path.relative(root, file), language, code});
    }
  }
  return [...blocks.values()];
}

/** prism-react-renderer's own inline style for each token of a block, as the theme's CodeBlock would render it. */
function inlineStyles(theme: PrismTheme, language: string, code: string): {types: string[]; style: object}[] {
  const out: {types: string[]; style: object}[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      language,
      code,
      children: ({tokens, getTokenProps}) => {
        for (const line of tokens)
          for (const token of line as Token[]) {
            const {style = {}} = getTokenProps({token});
            // display: inline-block marks empty tokens, whatever the theme: not a colour.
            const rest: Record<string, unknown> = {...style};
            delete rest.display;
            out.push({types: token.types, style: rest});
          }
        return createElement('pre');
      },
    }),
  );
  return out;
}

/** The style the generated stylesheet gives a token with these classes. */
function styleOfClasses(theme: PrismTheme, classes: string, prefix: string): object {
  const all = declarations(theme);
  const style: Record<string, unknown> = {};
  for (const name of classes.split(' ').filter(Boolean)) {
    expect(name.startsWith(prefix)).toBe(true);
    const declaration = all[Number(name.slice(prefix.length))];
    expect(declaration).toBeDefined();
    const [property, value] = declaration!;
    expect(style).not.toHaveProperty(property);
    style[property] = value;
  }
  return style;
}

describe('code-block colours from classes (src/features/code-blocks/shared/prismTheme.ts)', () => {
  test('every token of every code block gets, in both modes, the style prism-react-renderer gives it', () => {
    const blocks = codeBlocks().filter((block) => Prism.languages[block.language]);
    expect(blocks.length).toBeGreaterThan(500);
    let styled = 0;
    for (const {file, language, code} of blocks) {
      for (const [theme, prefix] of [
        [light, LIGHT_PREFIX],
        [dark, DARK_PREFIX],
      ] as const) {
        for (const {types, style} of inlineStyles(theme, language, code)) {
          const fromClasses = styleOfClasses(theme, tokenClasses(theme, types, prefix), prefix);
          if (JSON.stringify(fromClasses) !== JSON.stringify(style))
            expect({file, types, fromClasses}).toEqual({file, types, fromClasses: style});
          if (Object.keys(style).length > 0) styled += 1;
        }
      }
    }
    // Tokens whose types come in an order that matters ("tag punctuation") are among them.
    expect(styled).toBeGreaterThan(20_000);
  }, 60_000);

  test('a token takes the style of its last styled type, as prism-react-renderer merges them', () => {
    const theme: PrismTheme = {
      plain: {},
      styles: [
        {types: ['tag'], style: {color: '#111111'}},
        {types: ['punctuation'], style: {color: '#222222', fontStyle: 'italic'}},
      ],
    };
    expect(styleOfClasses(theme, tokenClasses(theme, ['tag', 'punctuation'], 'x'), 'x')).toEqual({
      color: '#222222',
      fontStyle: 'italic',
    });
    expect(styleOfClasses(theme, tokenClasses(theme, ['punctuation', 'tag'], 'x'), 'x')).toEqual({
      color: '#111111',
      fontStyle: 'italic',
    });
    expect(tokenClasses(theme, ['plain'], 'x')).toBe('');
  });

  test('the stylesheet has each mode’s colours and one rule per declaration, under its mode', () => {
    const css = prismThemeCss(light, dark);
    for (const [theme, prefix, scope] of [
      [light, LIGHT_PREFIX, LIGHT_SCOPE],
      [dark, DARK_PREFIX, DARK_SCOPE],
    ] as const) {
      expect(css).toContain(
        `${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
      );
      declarations(theme).forEach(([property, value], i) => {
        const cssName = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        expect(css).toContain(`${scope} .token.${prefix}${i}{${cssName}:${value}}`);
      });
      expect(css.match(new RegExp(`\\.token\\.${prefix}\\d+\\{`, 'g'))).toHaveLength(declarations(theme).length);
    }
  });

  test('theme entries limited to some languages are refused (a class cannot tell the language)', () => {
    const theme: PrismTheme = {plain: {}, styles: [{types: ['keyword'], style: {color: 'red'}, languages: ['rust']}]};
    expect(() => tokenClasses(theme, ['keyword'], 'x')).toThrow(/limited to some languages/);
  });

  test('withColors replaces exact colours only, in any case, and leaves the rest', () => {
    const recoloured = withColors(themes.github, {'#E3116C': '#bc0e5a'});
    expect(recoloured.styles.find((e) => e.types.includes('string'))?.style.color).toBe('#bc0e5a');
    expect(recoloured.styles.find((e) => e.types.includes('comment'))?.style).toEqual(
      themes.github.styles.find((e) => e.types.includes('comment'))?.style,
    );
    expect(recoloured.plain).toEqual(themes.github.plain);
    expect(themes.github.styles.find((e) => e.types.includes('string'))?.style.color).toBe('#e3116c');
  });
});

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
const isElement = (node: ChildNode): node is Element => 'tagName' in node;
const textOf = (node: ChildNode): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterTypes.TextNode).value
    : isElement(node)
      ? node.childNodes.map(textOf).join('')
      : '';

/** linesHtml for a block, with prism-react-renderer's tokens and props as the theme's CodeBlock gets them. */
function blockHtml(language: string, code: string, options: Partial<Parameters<typeof linesHtml>[1]> = {}): string {
  let html = '';
  renderToStaticMarkup(
    createElement(Highlight, {
      theme: NEUTRAL_THEME,
      language,
      code,
      children: ({tokens, getLineProps, getTokenProps}) => {
        html = linesHtml(tokens, {
          getLineProps,
          getTokenProps,
          lineClassName: 'line',
          lineClassNames: {},
          tokenClasses: (types) => tokenClasses(light, types, LIGHT_PREFIX),
          ...options,
        });
        return createElement('pre');
      },
    }),
  );
  return html;
}

describe('code-block lines as one HTML string (src/theme/CodeBlock/Content/linesHtml.ts)', () => {
  test('every code block of the site reads back as its code: a span per line, coloured spans and text, a closing br', () => {
    for (const {file, language, code} of codeBlocks().filter((block) => Prism.languages[block.language])) {
      const lines = parseFragment(blockHtml(language, code)).childNodes;
      for (const line of lines) {
        // Phrasing content only: `code` may not hold a div (the theme's lines are divs).
        expect(isElement(line) && line.tagName).toBe('span');
        expect((line as Element).attrs).toContainEqual({
          name: 'class',
          value: expect.stringMatching(/^token-line line\b/),
        });
        const children = (line as Element).childNodes;
        expect(children.at(-1)?.nodeName).toBe('br');
        const tokens = children.slice(0, -1);
        expect(
          tokens.every((child) => child.nodeName === '#text' || (isElement(child) && child.tagName === 'span')),
        ).toBe(true);
        // A span carries a colour class or a style; neighbouring spans differ (or they would be one).
        const tags = tokens.map((child) =>
          isElement(child) ? child.attrs.map((a) => `${a.name}=${a.value}`).join(' ') : undefined,
        );
        const colourless = tags.filter((tag) => tag && !/ p[ld]\d/.test(tag) && !tag.includes('style='));
        expect(colourless).toEqual([]);
        expect(tags.filter((tag, i) => tag && tag === tags[i - 1])).toEqual([]);
      }
      const text = lines.map(textOf).join('\n');
      if (text !== code) expect({file, text}).toEqual({file, text: code});
    }
  }, 60_000);

  test('text with no colour of its own is bare, and neighbouring tokens of the same classes share a span', () => {
    const html = blockHtml('ts', 'const answer = 42;});');
    expect(html).toMatch(/^<span class="token-line line"><span class="token keyword [^"]+">const<\/span> answer <span/);
    // `}`, `)` and `;` are three punctuation tokens for Prism.
    expect(html).toMatch(/<span class="token punctuation [^"]+">;}\);<\/span><br><\/span>$/);
    expect(html).not.toContain('token plain');
  });

  test("escapes markup in the code, and keeps a token's types and colour classes", () => {
    const html = blockHtml('html', '<a href="x">&amp;</a>');
    expect(html).not.toContain('<a ');
    expect(textOf(parseFragment(html).childNodes[0]!)).toBe('<a href="x">&amp;</a>');
    expect(html).toMatch(/<span class="token tag[^"]* pl\d+/);
  });

  test('an empty line is an empty token and the br; highlighted lines and numbers get their classes', () => {
    const html = blockHtml('ts', 'a;\n\nb;', {
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      lineNumbers: {line: 'L', number: 'N', content: 'C'},
    });
    const lines = parseFragment(html).childNodes as Element[];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.attrs.find((a) => a.name === 'class')?.value)).toEqual([
      'token-line line L',
      'token-line line theme-code-block-highlighted-line L',
      'token-line line L',
    ]);
    expect(html).toContain(
      '<span class="token-line line theme-code-block-highlighted-line L"><span class="N"></span><span class="C"><span class="token plain" style="display:inline-block"></span></span><br></span>',
    );
  });
});

describe('code colours meet WCAG 1.4.3 (4.5:1) in both modes', () => {
  type Rgb = [number, number, number];
  const parseColor = (value: string): Rgb => {
    const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value.trim());
    if (hex) {
      const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
      return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
    }
    const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/.exec(value.trim());
    if (!rgb) throw new Error(`unknown colour ${value}`);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  };
  const luminance = (c: Rgb) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: Rgb, b: Rgb) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const over = (fg: Rgb, bg: Rgb, alpha: number): Rgb => fg.map((v, i) => v * alpha + bg[i]! * (1 - alpha)) as Rgb;

  // The highlighted line's background is black at the alpha custom.css sets for each mode, over the block's.
  const css = fs.readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');
  const highlightAlpha = (selector: string): number => {
    const block = new RegExp(`${selector.replace(/[[\]]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const m = /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/.exec(block);
    if (!m) throw new Error(`no highlighted-line background under ${selector}`);
    return Number(m[1]) / 100;
  };

  for (const [mode, theme, selector] of [
    ['light', light, ':root'],
    ['dark', dark, "[data-theme='dark']"],
  ] as const) {
    test(`${mode}: every token colour on the block and on a highlighted line`, () => {
      const background = parseColor(theme.plain.backgroundColor!);
      const highlighted = over([0, 0, 0], background, highlightAlpha(selector));
      const failures: string[] = [];
      for (const entry of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
        const colour = entry.style.color ?? theme.plain.color!;
        const opacity = typeof entry.style.opacity === 'number' ? entry.style.opacity : 1;
        for (const [where, bg] of [
          ['block', background],
          ['highlighted line', highlighted],
        ] as const) {
          const shown = over(parseColor(colour), bg, opacity);
          const r = ratio(shown, bg);
          if (r < 4.5) failures.push(`${entry.types.join(',')} ${colour} on the ${where}: ${r.toFixed(2)}:1`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test('the check catches a low-contrast colour', () => {
    expect(ratio(parseColor('rgb(98, 114, 164)'), parseColor('#282A36'))).toBeLessThan(4.5);
    expect(ratio(parseColor('#8b98c6'), parseColor('#282A36'))).toBeGreaterThan(4.5);
  });
});
