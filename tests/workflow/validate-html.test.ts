import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {htmlFiles, validate} from '../../scripts/validate-html.mjs';

// The HTML check of `npm test` (scripts/validate-html.mjs) with the real checker, vnu-jar and Java (npm test
// runs scripts/ensure-java.mjs before), on a page with each kind of error the site once had and a valid one.
describe('the Nu Html Checker step', () => {
  test('names each page with an error and its message, and passes a valid page', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-html-'));
    fs.mkdirSync(path.join(build, 'docs'));
    const doc = (body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
    fs.writeFileSync(
      path.join(build, 'docs', 'bad.html'),
      doc(
        '<h1>A</h1><h3>B</h3><pre><code><div class="token-line">x<br></div></code></pre>' +
          '<ul role="tablist"><li role="tab" aria-selected="true" tabindex="0">npm</li></ul>' +
          '<p><code>&Arc<CompilationContext></code></p>',
      ),
    );
    fs.writeFileSync(
      path.join(build, 'good.html'),
      doc(
        '<h1>A</h1><h2>B</h2><pre><code><span class="token-line">x<br></span></code></pre>' +
          '<ul role="tablist"><li role="tab" id="t0" aria-controls="p0" aria-selected="true" tabindex="0">npm</li></ul>' +
          '<div role="tabpanel" id="p0" aria-labelledby="t0">x</div><p><code>&amp;Arc&lt;CompilationContext&gt;</code></p>',
      ),
    );
    expect(htmlFiles(build).map((f) => path.relative(build, f))).toEqual(['docs/bad.html', 'good.html']);
    const {pages, errors} = validate(build);
    expect(pages).toBe(2);
    expect(new Set(errors.map((e) => e.page))).toEqual(new Set(['docs/bad.html']));
    const messages = errors.map((e) => e.message).join('\n');
    expect(messages).toContain('Element “div” not allowed as child of element “code”');
    expect(messages).toContain('Every active “role=tab” element must have a corresponding “role=tabpanel” element.');
    expect(messages).toContain('“compilationcontext” element is a completely-unknown element');
    expect(messages).toContain('skipping 1 heading level');
    fs.rmSync(build, {recursive: true});
  });
});
