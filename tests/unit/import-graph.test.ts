import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {root, srcScripts} from './src-scripts';

/**
 * The shape of src/'s imports (README.md, "Layout"). Code flows one way: pages, theme files and client modules
 * render or call features (src/features/<feature>/), and features use generic code (src/components, src/data)
 * and theme components only by their `@theme/…` alias, as Docusaurus plugins do. No module imports itself back
 * through others. ESLint's boundary rules (eslint.config.mjs) hold the finer lines inside each feature.
 */

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** A request to a file of src/ (relative or `@site/`), resolved; undefined for a package or an alias. */
function resolve(from: string, request: string): string | undefined {
  let base: string;
  if (request.startsWith('@site/')) base = path.join(root, request.slice('@site/'.length));
  else if (request.startsWith('.')) base = path.resolve(path.dirname(from), request);
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.(tsx?|mjs|js)$/.test(candidate),
  );
}

/** Every static, re-exported or dynamic import of each file of src/, by path relative to the repository. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of srcScripts().filter((script) => !script.endsWith('.d.ts'))) {
    const source = fs.readFileSync(file, 'utf8');
    const requests = [
      ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)'/gm),
      ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
      ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
    ].map((match) => match[1]!);
    const targets = requests.flatMap((request) => resolve(file, request) ?? []);
    graph.set(path.relative(root, file), [...new Set(targets.map((target) => path.relative(root, target)))]);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file, or a self-import. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Imports against the flow: a feature or generic code reaching a page, a theme file or a client module by path. */
function importsUpstream(graph: Map<string, string[]>): string[] {
  const upper = /^src\/(pages|theme|clientModules)\//;
  const lower = /^src\/(features|components|data|css)\//;
  return [...graph].flatMap(([file, targets]) =>
    lower.test(file) ? targets.filter((target) => upper.test(target)).map((target) => `${file} -> ${target}`) : [],
  );
}

describe("src/'s import graph", () => {
  const graph = importGraph();

  test('reads the imports it should', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/theme/Tabs/index.tsx')).toContain('src/theme/Tabs/ids.ts');
    expect(graph.get('src/features/code-blocks/client/preloadHighlighter.ts')).toContain(
      'src/features/code-blocks/client/loadHighlighted.ts',
    );
  });

  test('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  test('no feature or generic code imports a page, a theme file or a client module', () => {
    expect(importsUpstream(graph)).toEqual([]);
  });

  test('the checks find what they look for', () => {
    const planted = new Map([
      ['src/features/a/client/x.ts', ['src/features/a/client/y.ts']],
      ['src/features/a/client/y.ts', ['src/features/a/client/x.ts', 'src/theme/Tabs/index.tsx']],
      ['src/theme/Tabs/index.tsx', ['src/features/a/client/x.ts']],
    ]);
    expect(cycles(planted)).toEqual([
      ['src/features/a/client/x.ts', 'src/features/a/client/y.ts', 'src/theme/Tabs/index.tsx'],
    ]);
    expect(importsUpstream(planted)).toEqual(['src/features/a/client/y.ts -> src/theme/Tabs/index.tsx']);
  });
});
