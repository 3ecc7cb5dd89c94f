import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';
import {beforeEach, describe, expect, test} from 'vitest';
import {
  REMEMBERED_FAILURES,
  createParseFrontMatter,
  excerpt,
  failedTexts,
} from '@site/src/features/dev-errors/node/frontMatter';
import devErrorsPlugin, {isNotBuildError} from '@site/src/features/dev-errors/node/index';

const siteDir = path.resolve('/site');
const filePath = path.join(siteDir, 'docs/features/css.md');
const parse = createParseFrontMatter(siteDir);
const parseWithDefault = (fileContent: string) =>
  parse({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

/** Each test's texts are its own: gray-matter caches every text it has seen for the life of the process. */
let run = 0;
beforeEach(() => {
  run += 1;
  failedTexts().clear();
});
const broken = () => `---\ntitle: CSS: broken\ndescription: run ${run}\n---\n\nBody.\n`;

describe('front matter a writer broke (src/features/dev-errors/node/frontMatter.ts)', () => {
  test("Docusaurus's own parser reports a broken text only once, then reads it as a page without front matter", async () => {
    // The upstream behaviour the memory of failures works around. If this fails after an upgrade, parsing
    // a broken text twice fails twice without help: the memory can go.
    const fileContent = broken();
    await expect(DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent})).rejects.toThrow(/bad indentation/);
    await expect(DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent})).resolves.toMatchObject({frontMatter: {}});
  });

  test('a broken text fails every time it is read, as the docs plugin and then the MDX loader read it', async () => {
    const fileContent = broken();
    await expect(parseWithDefault(fileContent)).rejects.toThrow('docs/features/css.md:2:11');
    await expect(parseWithDefault(fileContent)).rejects.toThrow('docs/features/css.md:2:11');
  });

  test('the error names the file relative to the site, the line and column, and shows the lines around it', async () => {
    const fileContent = '---\ntitle: CSS\nsidebar_label: CSS\ndescription: [one, two\n---\n\nBody.\n';
    const error = (await parseWithDefault(fileContent).then(
      () => undefined,
      (e: unknown) => e,
    )) as Error & {hideStack?: boolean};
    expect(error).toBeInstanceOf(Error);
    expect(error.message.split('\n')[0]).toMatch(
      /^docs\/features\/css\.md:5:1: the front matter is not valid YAML \(.+\)\.$/,
    );
    expect(error.message).toContain('> 5 | ---');
    expect(error.message).toContain('  4 | description: [one, two');
    // The bundler's report leaves out the stack, which points into Docusaurus and not at the file.
    expect(error.hideStack).toBe(true);
  });

  test('a good text reads as it does with Docusaurus alone, also after the same file was broken', async () => {
    await expect(parseWithDefault(broken())).rejects.toThrow();
    const fileContent = `---\ntitle: 'CSS: fixed'\ndescription: run ${run}\n---\n\nBody.\n`;
    const ours = await parseWithDefault(fileContent);
    expect(ours).toEqual({frontMatter: {title: 'CSS: fixed', description: `run ${run}`}, content: 'Body.'});
  });

  test('an error without a position still names the file', async () => {
    const failing = async () => {
      throw new Error('engine failed');
    };
    const fileContent = `---\ntitle: x ${run}\n---\n`;
    await expect(parse({filePath, fileContent, defaultParseFrontMatter: failing})).rejects.toThrow(
      'docs/features/css.md: its front matter cannot be read: engine failed',
    );
  });

  test('remembers a bounded number of failed texts, the newest', async () => {
    const failing = async () => {
      throw new Error('no');
    };
    for (let i = 0; i < REMEMBERED_FAILURES + 20; i += 1) {
      await parse({filePath, fileContent: `text ${run} ${i}`, defaultParseFrontMatter: failing}).catch(() => undefined);
    }
    expect(failedTexts().size).toBe(REMEMBERED_FAILURES);
    expect(failedTexts().has(`text ${run} ${REMEMBERED_FAILURES + 19}`)).toBe(true);
    expect(failedTexts().has(`text ${run} 0`)).toBe(false);
  });

  test('the excerpt stays inside the file at its first and last lines', () => {
    expect(excerpt('a\nb', 1, 2)).toBe('> 1 | a\n    |  ^\n  2 | b');
    expect(excerpt('a\nb', 2, 1)).toBe('  1 | a\n> 2 | b\n    | ^');
  });
});

describe('the overlay after a fix (src/features/dev-errors/node/index.ts)', () => {
  type Configure = NonNullable<Plugin['configureWebpack']>;
  const configure = (isServer: boolean) => {
    const plugin = devErrorsPlugin();
    return (plugin.configureWebpack as Configure).call(plugin, {} as never, isServer, {} as never, undefined) as {
      devServer?: {client: {overlay: {runtimeErrors: (error: Error) => boolean}}};
    };
  };

  test('leaves out runtime errors that replay a build error, and shows every other one', () => {
    const filter = configure(false).devServer!.client.overlay.runtimeErrors;
    expect(
      filter(new Error('  × Module build failed (from ./node_modules/@docusaurus/mdx-loader/lib/index.js):')),
    ).toBe(false);
    expect(filter(new Error("Cannot read properties of undefined (reading 'title')"))).toBe(true);
    expect(configure(true)).toEqual({});
  });

  test('the filter runs from its source text alone, as webpack-dev-server sends it to the browser', () => {
    // webpack-dev-server's client (client/index.js, decodeOverlayOptions) rebuilds it this way.
    const rebuilt = new Function(
      'message',
      `var callback = ${isNotBuildError.toString()}\nreturn callback(message)`,
    ) as (error: Error) => boolean;
    expect(rebuilt(new Error('Module build failed (from x)'))).toBe(false);
    expect(rebuilt(new Error('boom'))).toBe(true);
  });
});
