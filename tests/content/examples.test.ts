/**
 * Every TypeScript config example of each docs version type-checks against the
 * declarations of the Farm release that version describes, in both locales.
 * DOCS_VERSIONS below is the one table that says which docs folder is checked
 * against which release.
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
 * The current docs (1.x) are checked against @farmfe/core 1.7.11, a
 * devDependency of this site. The other releases are not on the npm registry
 * this project reaches (0.15.10: its 0.x releases stop at 0.14.18, whose config
 * types differ; the 2.0 betas: none), so their declarations are made from Farm's
 * source at the tag by scripts/extract-core-types.mjs and committed in
 * tests/data/types/farmfe-core-<version>/; the third-party types they import
 * count as `any` where this site does not install them, and resolve to the
 * site's copy where it does.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {farmLines} from '../../src/data/farmLines';
import {codeBlocks, markdownFiles, parseDoc, siteDir, type Locale} from './docs-lib';

/** The declarations of one Farm release. */
type FarmTypes = {
  /** the release, as its package.json names it */
  version: string;
  /** folder of declarations made from the tag (with package.json and dist/index.d.ts); none: the installed package */
  dir?: string;
  /** what the release's declarations need on top of the strict options */
  options?: ts.CompilerOptions;
};

const FARM_1_7: FarmTypes = {version: '1.7.11'};
const FARM_0_15: FarmTypes = {
  version: '0.15.10',
  dir: 'tests/data/types/farmfe-core-0.15.10',
  // The third-party types 0.15's declarations import (koa, koa-proxies) are not installed here, so callbacks
  // they would type (a proxy's rewrite, a koa middleware) have parameters of no type.
  options: {noImplicitAny: false},
};
const FARM_2_0: FarmTypes = {version: farmLines['2.x'], dir: `tests/data/types/farmfe-core-${farmLines['2.x']}`};

type DocsVersionRow = {
  /** the version's name in messages */
  name: string;
  /** tests/data/config-options-<label>.json: the option paths the release's config schema accepts */
  schema: string;
  /** the version's docs folder per locale, relative to the site */
  folders: Record<Locale, string>;
  farm: FarmTypes;
  /** fewer examples than this means the extraction missed them */
  minExamples: number;
};

/**
 * Which docs folder is checked against which Farm release. A folder that does not exist yet (2.x until its
 * docs land) is reported as skipped; when a version moves (for example when 2.x becomes the current docs), its
 * row's folders change here and nowhere else.
 */
const DOCS_VERSIONS: DocsVersionRow[] = [
  {
    name: '1.x',
    schema: '1.7',
    folders: {en: 'docs', zh: 'i18n/zh/docusaurus-plugin-content-docs/current'},
    farm: FARM_1_7,
    minExamples: 100,
  },
  {
    name: '0.x',
    schema: '0.15',
    folders: {en: 'versioned_docs/version-0.x', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-0.x'},
    farm: FARM_0_15,
    minExamples: 40,
  },
  {
    name: '2.x',
    schema: '2.0',
    folders: {en: 'versioned_docs/version-2.x', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-2.x'},
    farm: FARM_2_0,
    minExamples: 100,
  },
];

/** The version a release's declarations say they are. */
function declaredVersion(farm: FarmTypes): string {
  const dir = farm.dir ? path.join(siteDir, farm.dir) : path.join(siteDir, 'node_modules/@farmfe/core');
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

type Example = {name: string; source: string; line: number; code: string};

const CONFIG_TITLE = /(^|\/)farm\.config(\.[\w-]+)?\.m?ts$/;

function title(meta: string): string | undefined {
  return /title="([^"]*)"/.exec(meta)?.[1];
}

/** The config examples of the Markdown files under a docs folder (relative to the site). */
function examples(folder: string): Example[] {
  const out: Example[] = [];
  for (const file of markdownFiles(path.join(siteDir, folder)).sort()) {
    const {body} = parseDoc(file);
    // Front matter lines come before the body: report lines of the file.
    const offset = fs.readFileSync(file, 'utf8').split('\n').length - body.split('\n').length;
    for (const block of codeBlocks(body)) {
      if (block.lang !== 'ts' && block.lang !== 'typescript') continue;
      const words = block.meta.split(/\s+/);
      if (words.includes('partial')) continue;
      const fileTitle = title(block.meta);
      const isConfig = fileTitle !== undefined && CONFIG_TITLE.test(fileTitle);
      if (!isConfig && !/from\s+['"]@farmfe\/core['"]/.test(block.code)) continue;
      out.push({
        name: `ex${out.length}`,
        source: `${path.relative(siteDir, file)}:${block.line + offset}`,
        line: block.line + offset,
        code: block.code,
      });
    }
  }
  return out;
}

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

/** The compiler options for examples checked against a release: `@farmfe/core` is that release's declarations. */
function optionsFor(farm: FarmTypes): ts.CompilerOptions {
  if (!farm.dir) return {...compilerOptions, ...farm.options};
  return {
    ...compilerOptions,
    paths: {'@farmfe/core': [path.join(siteDir, farm.dir, 'dist/index.d.ts')]},
    ...farm.options,
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

/** Type-checks the examples against a release, each as its own module; returns one message per error. */
function typeCheck(folder: string, list: Example[], farm: FarmTypes): string[] {
  const compilerOptions = optionsFor(farm);
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

/** The option paths a release's config schema accepts (scripts/extract-config-options.mjs). */
function schemaPaths(label: string): Set<string> {
  return new Set(JSON.parse(fs.readFileSync(path.join(siteDir, `tests/data/config-options-${label}.json`), 'utf8')));
}

/**
 * Option paths an example's config sets that the release's schema does not accept. A config file is validated
 * by the schema when Farm loads it, and the declarations accept a few keys the schema rejects (2.0:
 * `compilation.output.clean`, `server.allowedHosts`), so a type check alone lets them through. Reads the object
 * given to `defineConfig(…)` (or returned by the function given to it); an object whose path the schema lists
 * without children (`compilation.define`, `server.proxy`) or only with array-element children (a record or an
 * array: `compilation.resolve.alias`) is free-form below it.
 */
function unknownOptions(list: Example[], accepted: Set<string>): string[] {
  const problems: string[] = [];
  const childrenOf = (prefix: string) => prefix === '' || [...accepted].some((p) => p.startsWith(`${prefix}.`));
  const walkObject = (node: ts.ObjectLiteralExpression, prefix: string, example: Example, file: ts.SourceFile) => {
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const name = property.name;
      const key = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
      if (key === undefined) continue;
      const at = prefix === '' ? key : `${prefix}.${key}`;
      if (!accepted.has(at)) {
        const {line} = file.getLineAndCharacterOfPosition(property.getStart(file));
        problems.push(`${example.source} (line ${line + 1} of the block): ${at} is not in the schema`);
        continue;
      }
      if (ts.isPropertyAssignment(property)) walkValue(property.initializer, at, example, file);
    }
  };
  const walkValue = (value: ts.Expression, at: string, example: Example, file: ts.SourceFile) => {
    let node = value;
    while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      node = node.expression;
    if (ts.isObjectLiteralExpression(node) && childrenOf(at)) walkObject(node, at, example, file);
    if (ts.isArrayLiteralExpression(node) && childrenOf(`${at}[]`)) {
      for (const element of node.elements)
        if (ts.isObjectLiteralExpression(element)) walkObject(element, `${at}[]`, example, file);
    }
  };
  for (const example of list) {
    const file = ts.createSourceFile(`${example.name}.ts`, example.code, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineConfig') {
        let config = node.arguments[0];
        if (config && (ts.isArrowFunction(config) || ts.isFunctionExpression(config))) {
          const body = config.body;
          const returned = ts.isBlock(body)
            ? body.statements.filter(ts.isReturnStatement).map((statement) => statement.expression)
            : [body];
          for (const expression of returned) if (expression) walkValue(expression, '', example, file);
          config = undefined;
        }
        if (config) walkValue(config, '', example, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return problems;
}

for (const row of DOCS_VERSIONS) {
  describe(`${row.name} config examples type-check against @farmfe/core ${row.farm.version}`, () => {
    test(`the declarations are those of Farm ${row.farm.version}`, () => {
      expect(declaredVersion(row.farm)).toBe(row.farm.version);
      if (row.farm.dir) expect(fs.existsSync(path.join(siteDir, row.farm.dir, 'dist/index.d.ts'))).toBe(true);
    });

    for (const locale of ['en', 'zh'] as const) {
      const folder = row.folders[locale];
      if (!fs.existsSync(path.join(siteDir, folder))) {
        test.skip(`${locale}: ${folder} does not exist yet; its examples are checked once it does`, () => {});
        continue;
      }
      test(`${locale}: every config example of ${folder}`, () => {
        const list = examples(folder);
        expect(list.length).toBeGreaterThanOrEqual(row.minExamples);
        expect(typeCheck(`${row.name}-${locale}`, list, row.farm)).toEqual([]);
      }, 120_000);
      test(`${locale}: every config example sets only options the ${row.schema} schema accepts`, () => {
        expect(unknownOptions(examples(folder), schemaPaths(row.schema))).toEqual([]);
      });
    }
  });
}

/** A one-line config example: `defineConfig(<config>)`. */
function fixture(name: string, config: string): Example {
  return {
    name,
    source: 'fixture',
    line: 1,
    code: `import {defineConfig} from '@farmfe/core';\nexport default defineConfig(${config});`,
  };
}

describe('the schema check', () => {
  test('an option the 2.0 declarations have but its schema rejects is caught; free-form keys are not', () => {
    const accepted = schemaPaths('2.0');
    const ok = fixture(
      'ok',
      "{compilation: {define: {FOO: '1'}, resolve: {alias: [{find: 'a', replacement: 'b'}]}, output: {format: ['esm', 'cjs']}}, server: {proxy: {'/api': {target: 'x'}}}}",
    );
    expect(unknownOptions([ok], accepted)).toEqual([]);
    const record = fixture('record', "{compilation: {resolve: {alias: {'@': './src'}}}}");
    expect(unknownOptions([record], accepted)).toEqual([]);
    const wrong = fixture('wrong', '(env) => ({compilation: {output: {clean: true}}, server: {allowedHosts: []}})');
    expect(unknownOptions([wrong], accepted)).toEqual([
      'fixture (line 2 of the block): compilation.output.clean is not in the schema',
      'fixture (line 2 of the block): server.allowedHosts is not in the schema',
    ]);
    // The 1.7 schema has output.clean.
    expect(unknownOptions([fixture('clean', '{compilation: {output: {clean: true}}}')], schemaPaths('1.7'))).toEqual(
      [],
    );
  });
});

describe('the check tells releases apart', () => {
  test("an example importing the project's own files is checked, those files typed as any", () => {
    const errors = typeCheck(
      'fixture',
      [
        {
          name: 'local',
          source: 'fixture',
          line: 1,
          code: "import {defineConfig} from '@farmfe/core';\nimport myPlugin from './plugins/my-plugin';\nexport default defineConfig({plugins: [myPlugin()], server: {port: '9000'}});",
        },
      ],
      FARM_1_7,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^fixture [^]*'string' is not assignable to type 'number'/);
  }, 60_000);

  test('a wrong option is caught', () => {
    const errors = typeCheck('fixture', [fixture('wrong', "{compilation: {output: {targetEnv: 'moon'}}}")], FARM_1_7);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^fixture [^]*'"moon"' is not assignable/);
  }, 60_000);

  test('0.15 is checked, not 1.7: an option 1.7 added and 0.15 lacks is an error', () => {
    const example = fixture('clean', '{compilation: {output: {clean: true}}}');
    expect(typeCheck('fixture-1.7', [example], FARM_1_7)).toEqual([]);
    const errors = typeCheck('fixture-0.15', [example], FARM_0_15);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'clean' does not exist/);
  }, 60_000);

  test('2.0 is checked, not 1.7: server.appType (added in 2.0) passes under 2.0 and fails under 1.7.11', () => {
    const example = fixture('app-type', "{server: {appType: 'spa'}}");
    expect(typeCheck('fixture-2.0', [example], FARM_2_0)).toEqual([]);
    const errors = typeCheck('fixture-1.7', [example], FARM_1_7);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'appType' does not exist/);
  }, 60_000);

  test('2.0 is checked, not 1.7: server.spa (removed in 2.0) passes under 1.7.11 and fails under 2.0', () => {
    const example = fixture('spa', '{server: {spa: false}}');
    expect(typeCheck('fixture-1.7', [example], FARM_1_7)).toEqual([]);
    const errors = typeCheck('fixture-2.0', [example], FARM_2_0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'spa' does not exist/);
  }, 60_000);
});
