import fs from 'node:fs';
import path from 'node:path';
import type {DefaultTreeAdapterTypes} from 'parse5';

/** The production build that the file-level checks read (E2E_BUILD_DIR, else build/). */
export const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `node` and every element under it, a template's content included. */
export function elements(node: Node): Element[] {
  const own = 'tagName' in node ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes : [];
  const content =
    'tagName' in node && node.tagName === 'template' ? [(node as DefaultTreeAdapterTypes.Template).content] : [];
  return [...own, ...[...children, ...content].flatMap(elements)];
}
