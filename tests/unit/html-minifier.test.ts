import {describe, expect, test} from 'vitest';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';
import config from '@site/docusaurus.config';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
const isElement = (node: Node): node is DefaultTreeAdapterTypes.Element => 'tagName' in node;

/** The text and attributes a browser reads from the HTML, and the elements it finds. */
function read(html: string): {text: string; alts: string[]; tags: string[]} {
  const out = {text: '', alts: [] as string[], tags: [] as string[]};
  const walk = (node: Node) => {
    if (node.nodeName === '#text') out.text += (node as DefaultTreeAdapterTypes.TextNode).value;
    if (isElement(node)) {
      out.tags.push(node.tagName);
      const alt = node.attrs.find((a) => a.name === 'alt');
      if (alt) out.alts.push(alt.value);
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return out;
}

// What React writes for `context: &Arc<CompilationContext>` in inline code (rust-api.md), an ampersand
// before an escaped entity, and an alt text whose only space follows an ampersand.
const page =
  '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>' +
  '<p>Every hook receives <code>context: &amp;Arc&lt;CompilationContext&gt;</code>.</p>' +
  '<p>&amp;a&amp;lt;b</p><img alt="R&amp;D team" src="a.png"></body></html>';

async function minified(type: 'swc' | 'terser'): Promise<string> {
  const {minify} = await getHtmlMinifier({type});
  return (await minify(page)).code;
}

describe('HTML minifier of the build (docusaurus.config.ts future.faster)', () => {
  test('the site minifies its pages with html-minifier-terser, not @swc/html', () => {
    const faster = config.future?.faster;
    expect(typeof faster === 'object' && faster.swcHtmlMinimizer).toBe(false);
  });

  test('the minifier the site uses keeps every escape: the text and attributes read as written', async () => {
    const result = read(await minified('terser'));
    expect(result.text).toContain('Every hook receives context: &Arc<CompilationContext>.&a&lt;b');
    expect(result.alts).toEqual(['R&D team']);
    expect(result.tags).not.toContain('compilationcontext');
  });

  // The reason for the choice. When this fails, @swc/html is fixed and the site may use it again.
  test('@swc/html still writes the characters after an ampersand unescaped', async () => {
    const result = read(await minified('swc'));
    expect(result.tags).toContain('compilationcontext');
    expect(result.text).not.toContain('&Arc<CompilationContext>');
    expect(result.text).toContain('&a<b');
    expect(result.alts).toEqual(['R&D']);
  });
});
