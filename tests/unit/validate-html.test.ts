import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, test} from 'vitest';
import {formatReport, pageErrors, parseJavaVersion} from '../../scripts/validate-html.mjs';

const build = path.join(os.tmpdir(), 'validate-html-build');
const url = (page: string) => pathToFileURL(path.join(build, page)).href;

describe('scripts/validate-html.mjs', () => {
  test('reads the major version of java -version, old and new styles', () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('bash: java: command not found')).toBeUndefined();
  });

  test('counts the errors of each page by message, keeps the first position, and leaves warnings out', () => {
    const div = 'Element “div” not allowed as child of element “code” in this context.';
    const errors = pageErrors(
      [
        {type: 'error', url: url('zh/docs/a.html'), lastLine: 3, firstColumn: 7, message: div, extract: '<code><div>'},
        {type: 'error', url: url('zh/docs/a.html'), lastLine: 9, firstColumn: 1, message: div},
        {type: 'info', subType: 'warning', url: url('docs/b.html'), message: 'A warning.'},
        {type: 'error', url: url('docs/b.html'), lastLine: 1, firstColumn: 2, message: 'Bad tab.'},
        {type: 'non-document-error', url: url('docs/c.html'), message: 'File not found.'},
      ],
      build,
    );
    expect(errors).toEqual([
      {page: 'docs/b.html', message: 'Bad tab.', count: 1, line: 1, column: 2, extract: undefined},
      {
        page: 'docs/c.html',
        message: 'File not found.',
        count: 1,
        line: undefined,
        column: undefined,
        extract: undefined,
      },
      {page: 'zh/docs/a.html', message: div, count: 2, line: 3, column: 7, extract: '<code><div>'},
    ]);
    const report = formatReport(errors, 10);
    expect(report).toContain(`zh/docs/a.html\n  2 × ${div} (line 3, column 7)\n    <code><div>`);
    expect(report).toContain('Nu Html Checker: 4 errors on 3 of 10 pages:');
    expect(report).toContain(`  2 × ${div} (1 page)`);
    expect(formatReport([], 10)).toBe('Nu Html Checker: no error on 10 pages.');
  });
});
