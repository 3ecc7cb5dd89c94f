import {describe, expect, test} from 'vitest';
import {
  llmsFullTxt,
  llmsTextOf,
  llmsTxt,
  sectionOf,
  sidebarOrder,
  type DocsVersion,
} from '../../src/features/markdown-twins/node/llms';

const version: DocsVersion = {
  versionName: 'current',
  label: '1.0.0',
  isLast: true,
  banner: null,
  docs: [
    {id: 'why-farm', permalink: '/docs/why-farm', sidebar: 'tutorial'},
    {id: 'tutorials/overview', permalink: '/docs/tutorials/overview', sidebar: 'tutorial'},
    {id: 'tutorials/create', permalink: '/docs/tutorials/create', sidebar: 'tutorial'},
    {id: 'frameworks/react', permalink: '/docs/frameworks/react', sidebar: 'tutorial'},
    {id: 'config/cli', permalink: '/docs/config/cli', sidebar: 'config'},
    {id: 'orphan', permalink: '/docs/orphan'},
    {id: 'hidden', permalink: '/docs/hidden', unlisted: true},
  ],
  sidebars: {
    tutorial: [
      {type: 'doc', id: 'why-farm'},
      {
        type: 'category',
        link: {type: 'doc', id: 'tutorials/overview'},
        items: [{type: 'doc', id: 'tutorials/create'}, {type: 'link'}],
      },
      {type: 'category', items: [{type: 'doc', id: 'frameworks/react'}]},
      {type: 'doc', id: 'why-farm'},
    ],
    config: [{type: 'doc', id: 'config/cli'}],
  },
};

describe('sidebarOrder', () => {
  test('sidebars in order, category pages before their items, each doc once, docs in no sidebar last, unlisted left out', () => {
    expect(sidebarOrder(version)).toEqual([
      'why-farm',
      'tutorials/overview',
      'tutorials/create',
      'frameworks/react',
      'config/cli',
      'orphan',
    ]);
  });
});

describe('sectionOf', () => {
  const text = llmsTextOf('en');
  test('by sidebar, frameworks apart, guides for the rest', () => {
    expect(sectionOf({id: 'frameworks/react', sidebar: 'tutorial'}, text)).toBe('Frameworks');
    expect(sectionOf({id: 'config/cli', sidebar: 'config'}, text)).toBe('Config');
    expect(sectionOf({id: 'api/hmr-api', sidebar: 'api'}, text)).toBe('API');
    expect(sectionOf({id: 'plugins/x', sidebar: 'plugin'}, text)).toBe('Plugins');
    expect(sectionOf({id: 'why-farm', sidebar: 'tutorial'}, text)).toBe('Guides');
    expect(sectionOf({id: 'orphan'}, text)).toBe('Guides');
  });
  test('Chinese titles for zh, English for an unknown locale', () => {
    expect(sectionOf({id: 'config/cli', sidebar: 'config'}, llmsTextOf('zh'))).toBe('配置');
    expect(llmsTextOf('fr').guides).toBe('Guides');
  });
});

describe('llmsTxt', () => {
  test('follows the llms.txt convention: # name, > summary, ## sections of - [title](url): description', () => {
    const out = llmsTxt('Farm', llmsTextOf('en'), [
      {
        title: 'Guides',
        entries: [
          {title: 'Why [Farm]', url: 'https://farmfe.org/docs/why-farm.md', description: 'What it is\nand why.'},
          {title: 'Quick start', url: 'https://farmfe.org/docs/quick-start.md'},
        ],
      },
      {title: 'Empty', entries: []},
      {
        title: 'Docs 0.15 (older version)',
        note: 'Older.',
        entries: [{title: 'A', url: 'https://farmfe.org/docs/0.x/a.md'}],
      },
    ]);
    const lines = out.split('\n');
    expect(lines[0]).toBe('# Farm');
    expect(lines[2]).toMatch(/^> Farm is a web build tool written in Rust/);
    expect(out).toContain(
      '## Guides\n\n- [Why \\[Farm\\]](https://farmfe.org/docs/why-farm.md): What it is and why.\n- [Quick start](https://farmfe.org/docs/quick-start.md)\n',
    );
    expect(out).not.toContain('## Empty');
    expect(out).toContain('## Docs 0.15 (older version)\n\nOlder.\n\n- [A](https://farmfe.org/docs/0.x/a.md)');
  });
});

describe('llmsFullTxt', () => {
  test('every page in the order given, each after its source URL', () => {
    const out = llmsFullTxt('Farm', 'documentation, version 1.0.0', [
      {url: 'https://farmfe.org/docs/a.md', markdown: '# A\n\nText A.\n'},
      {url: 'https://farmfe.org/docs/b.md', markdown: '# B\n'},
    ]);
    expect(out.startsWith('# Farm: documentation, version 1.0.0\n')).toBe(true);
    expect(out.indexOf('Source: https://farmfe.org/docs/a.md\n\n# A\n\nText A.')).toBeGreaterThan(0);
    expect(out.indexOf('# B')).toBeGreaterThan(out.indexOf('# A'));
  });
});
