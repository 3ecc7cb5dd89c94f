/**
 * Every TypeScript config example of the current docs type-checks against the
 * declarations of the Farm release the docs describe (@farmfe/core 1.7.11, a
 * devDependency of this site), in both locales.
 *
 * An example is a ```ts / ```typescript block whose title is a Farm config file
 * (`farm.config.ts`, `farm.config.server.ts`, …) or whose code imports
 * `@farmfe/core`. A block that is deliberately a fragment says so with the word
 * `partial` in its meta (```ts title="farm.config.ts" partial) and is skipped.
 *
 * Modules an example imports that this site does not install (framework
 * plugins, the example project's own files) are declared as untyped ambient
 * modules, so their options are not checked here; `@farmfe/core`, Node's
 * built-ins and anything else in node_modules are checked for real.
 *
 * The 0.x docs' examples are checked the same way against @farmfe/core 0.15.10.
 * That release is not on the npm registry this project reaches (its 0.x
 * releases stop at 0.14.18, whose config types differ), so its declarations are
 * made from Farm's source at the tag by scripts/extract-core-types-0.15.mjs and
 * committed in tests/data/types/farmfe-core-0.15.10/; the third-party types they
 * import (koa, chokidar, ws, rollup, vite) count as `any` where this site does
 * not install them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {codeBlocks, listDocs, parseDoc, siteDir, type DocsVersion, type Locale} from './docs-lib';

const farmPackage = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'node_modules/@farmfe/core/package.json'), 'utf8'),
) as {version: string};

type Example = {name: string; source: string; line: number; code: string};

const CONFIG_TITLE = /(^|\/)farm\.config(\.[\w-]+)?\.m?ts$/;

function title(meta: string): string | undefined {
  return /title="([^"]*)"/.exec(meta)?.[1];
}

/** The config examples of one locale's docs of one version. */
function examples(locale: Locale, version: DocsVersion = 'current'): Example[] {
  const out: Example[] = [];
  for (const doc of listDocs(locale, version)) {
    const {body} = parseDoc(doc.file);
    // Front matter lines come before the body: report lines of the file.
    const offset = fs.readFileSync(doc.file, 'utf8').split('\n').length - body.split('\n').length;
    for (const block of codeBlocks(body)) {
      if (block.lang !== 'ts' && block.lang !== 'typescript') continue;
      const words = block.meta.split(/\s+/);
      if (words.includes('partial')) continue;
      const fileTitle = title(block.meta);
      const isConfig = fileTitle !== undefined && CONFIG_TITLE.test(fileTitle);
      if (!isConfig && !/from\s+['"]@farmfe\/core['"]/.test(block.code)) continue;
      out.push({
        name: `ex${out.length}`,
        source: `${path.relative(siteDir, doc.file)}:${block.line + offset}`,
        line: block.line + offset,
        code: block.code,
      });
    }
  }
  return out;
}

/** The declarations of @farmfe/core 0.15.10, made from Farm's source at the tag. */
const core015Dir = path.join(siteDir, 'tests/data/types/farmfe-core-0.15.10');
const core015 = JSON.parse(fs.readFileSync(path.join(core015Dir, 'package.json'), 'utf8')) as {version: string};

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: ['node'],
  allowImportingTsExtensions: true,
};

/**
 * The example project's own files (`./src/plugin`) do not exist here, and an ambient module cannot
 * have a relative name: such specifiers get a `local:` prefix, so they are declared like the rest.
 */
function localImports(code: string): string {
  return code.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, '$1$2local:$3$2');
}

/** The compiler options for examples of a docs version: the 0.x ones see @farmfe/core 0.15.10. */
function optionsFor(version: DocsVersion): ts.CompilerOptions {
  return version === 'current'
    ? compilerOptions
    : {
        ...compilerOptions,
        paths: {'@farmfe/core': [path.join(core015Dir, 'dist/index.d.ts')]},
        // The third-party types 0.15's declarations import (koa, koa-proxies) are not installed here, so
        // callbacks they would type (a proxy's rewrite, a koa middleware) have parameters of no type.
        noImplicitAny: false,
      };
}

/** Specifiers an example imports that do not resolve here. */
function unresolved(files: string[], compilerOptions: ts.CompilerOptions): Set<string> {
  const host = ts.createCompilerHost(compilerOptions);
  const missing = new Set<string>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const {fileName: specifier} of info.importedFiles) {
      const resolved = ts.resolveModuleName(
        specifier,
        file,
        compilerOptions,
        host,
        undefined,
        undefined,
        ts.ModuleKind.ESNext,
      );
      if (!resolved.resolvedModule) missing.add(specifier);
    }
  }
  return missing;
}

/** Type-checks the examples, each as its own module; returns one message per error. */
function typeCheck(folder: string, list: Example[], version: DocsVersion = 'current'): string[] {
  const compilerOptions = optionsFor(version);
  const dir = path.join(siteDir, 'node_modules/.cache/farm-website-examples', folder);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  const files = list.map((example) => {
    const file = path.join(dir, `${example.name}.ts`);
    // `export {}` keeps an example without imports a module, so examples never share a scope.
    fs.writeFileSync(file, `${localImports(example.code)}\nexport {};\n`);
    return file;
  });
  const stubs = [...unresolved(files, compilerOptions)].map((specifier) => `declare module '${specifier}';`).join('\n');
  const stubFile = path.join(dir, 'unresolved-modules.d.ts');
  fs.writeFileSync(stubFile, `${stubs}\n`);
  const program = ts.createProgram([...files, stubFile], compilerOptions);
  const bySource = new Map(files.map((file, i) => [path.resolve(file), list[i]!]));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const example = diagnostic.file ? bySource.get(path.resolve(diagnostic.file.fileName)) : undefined;
    if (!example || !diagnostic.file || diagnostic.start === undefined) return text;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${example.source} (line ${line + 1} of the block): ${text}`;
  });
}

describe(`config examples type-check against @farmfe/core ${farmPackage.version}`, () => {
  test('the declarations are those of Farm 1.7.11', () => {
    expect(farmPackage.version).toBe('1.7.11');
  });

  for (const locale of ['en', 'zh'] as const) {
    test(`${locale}: every config example of the current docs`, () => {
      const list = examples(locale);
      expect(list.length).toBeGreaterThan(100);
      expect(typeCheck(locale, list)).toEqual([]);
    }, 120_000);
  }

  test("an example importing the project's own files is checked, those files typed as any", () => {
    const errors = typeCheck('fixture', [
      {
        name: 'local',
        source: 'fixture',
        line: 1,
        code: "import {defineConfig} from '@farmfe/core';\nimport myPlugin from './plugins/my-plugin';\nexport default defineConfig({plugins: [myPlugin()], server: {port: '9000'}});",
      },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^fixture [^]*'string' is not assignable to type 'number'/);
  }, 60_000);

  test('a wrong option is caught', () => {
    const errors = typeCheck('fixture', [
      {
        name: 'wrong',
        source: 'fixture',
        line: 1,
        code: "import {defineConfig} from '@farmfe/core';\nexport default defineConfig({compilation: {output: {targetEnv: 'moon'}}});",
      },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^fixture [^]*'"moon"' is not assignable/);
  }, 60_000);
});

describe(`0.x config examples type-check against @farmfe/core ${core015.version} (declarations from the tag)`, () => {
  test('the declarations are those of Farm 0.15.10', () => {
    expect(core015.version).toBe('0.15.10');
    expect(fs.existsSync(path.join(core015Dir, 'dist/index.d.ts'))).toBe(true);
  });

  for (const locale of ['en', 'zh'] as const) {
    test(`${locale}: every config example of the 0.x docs`, () => {
      const list = examples(locale, '0.x');
      expect(list.length).toBeGreaterThan(40);
      expect(typeCheck(`${locale}-0.x`, list, '0.x')).toEqual([]);
    }, 120_000);
  }

  test('0.15 is checked, not 1.7: an option 1.7 added and 0.15 lacks is an error', () => {
    const code =
      "import {defineConfig} from '@farmfe/core';\nexport default defineConfig({compilation: {output: {clean: true}}});";
    const example = {name: 'clean', source: 'fixture', line: 1, code};
    expect(typeCheck('fixture-current', [example])).toEqual([]);
    const errors = typeCheck('fixture-0.x', [example], '0.x');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'clean' does not exist/);
  }, 60_000);
});
