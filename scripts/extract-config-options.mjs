#!/usr/bin/env node
/**
 * Lists every option of Farm's user config as dotted paths.
 *
 * Reads packages/core/src/config/schema.ts of farm-fe/farm at a given tag
 * (straight from a git directory, bare or not, with `git show`), walks the zod
 * schema that parseUserConfig() validates with the TypeScript compiler API and
 * prints a sorted JSON array of option paths:
 *   - every key of every object, nested objects included (`compilation.output`,
 *     `compilation.output.targetEnv`);
 *   - object members of unions are walked too (`compilation.minify.mangle`);
 *   - records (maps with arbitrary keys) are one option (`compilation.define`);
 *   - items of arrays of objects get `[]` in the path
 *     (`compilation.partialBundling.groups[].name`).
 *
 * Usage (run by hand; CI has no copy of Farm):
 *   node scripts/extract-config-options.mjs <path-to-farm-git-dir> <tag> > tests/data/config-options-<version>.json
 * for example
 *   node scripts/extract-config-options.mjs <farm-git-dir> @farmfe/core@1.7.11 > tests/data/config-options-1.7.json
 *   node scripts/extract-config-options.mjs <farm-git-dir> @farmfe/core@0.15.10 > tests/data/config-options-0.15.json
 *   node scripts/extract-config-options.mjs <farm-git-dir> @farmfe/core@2.0.0-beta.11 > tests/data/config-options-2.0.json
 * The schema sits at the same path, in the same zod style, at all three tags.
 *
 * Needs only Node and the `typescript` package of this site's node_modules.
 */
import {execFileSync} from 'node:child_process';
import process from 'node:process';
import ts from 'typescript';

const SCHEMA_PATH = 'packages/core/src/config/schema.ts';

function usage(message) {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write('usage: node scripts/extract-config-options.mjs <path-to-farm-git-dir> <tag>\n');
  process.exit(2);
}

const [gitDir, tag] = process.argv.slice(2);
if (!gitDir || !tag) usage();

let source;
try {
  source = execFileSync('git', ['-C', gitDir, 'show', `${tag}:${SCHEMA_PATH}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
  usage(`cannot read ${SCHEMA_PATH} at ${tag} from ${gitDir}: ${error.message}`);
}

const file = ts.createSourceFile('schema.ts', source, ts.ScriptTarget.Latest, true);

/** Top-level `const name = <initializer>` of the file. */
const declarations = new Map();
for (const statement of file.statements) {
  if (!ts.isVariableStatement(statement)) continue;
  for (const decl of statement.declarationList.declarations) {
    if (ts.isIdentifier(decl.name) && decl.initializer) {
      declarations.set(decl.name.text, decl.initializer);
    }
  }
}

/**
 * The schema the config is validated with: the receiver of `X.parse(...)` or
 * `X.safeParse(...)`; failing that, a declaration whose name ends in "ConfigSchema"
 * and that no other declaration references.
 */
function findRootSchema() {
  let found;
  const visit = (node) => {
    if (
      !found &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'].includes(node.expression.name.text) &&
      ts.isIdentifier(node.expression.expression) &&
      declarations.has(node.expression.expression.text)
    ) {
      found = node.expression.expression.text;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found) return found;
  const names = [...declarations.keys()].filter((name) => /ConfigSchema$/i.test(name));
  const referenced = new Set();
  for (const name of names) {
    const text = declarations.get(name).getText(file);
    for (const other of names) if (other !== name && new RegExp(`\\b${other}\\b`).test(text)) referenced.add(other);
  }
  return names.find((name) => !referenced.has(name));
}

/** Methods that wrap a schema without changing the keys it accepts. */
const passThrough = new Set([
  'optional',
  'nullable',
  'nullish',
  'strict',
  'strip',
  'passthrough',
  'nonstrict',
  'default',
  'catch',
  'describe',
  'refine',
  'superRefine',
  'transform',
  'brand',
  'readonly',
  'pipe',
  'int',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'min',
  'max',
  'length',
  'regex',
  'nonempty',
  'url',
  'email',
  'finite',
  'safe',
  'multipleOf',
  'step',
  'trim',
  'catchall',
]);

/**
 * Shape of a zod expression, reduced to what decides option paths:
 * {kind: 'object', props: [[name, shape]]} | {kind: 'array', item} |
 * {kind: 'union', options} | {kind: 'leaf'} (records, primitives, any...).
 */
function shapeOf(node, seen = new Set()) {
  if (!node) return {kind: 'leaf'};
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node)) {
    return shapeOf(node.expression, seen);
  }
  if (ts.isIdentifier(node)) {
    if (seen.has(node.text) || !declarations.has(node.text)) return {kind: 'leaf'};
    return shapeOf(declarations.get(node.text), new Set([...seen, node.text]));
  }
  if (ts.isArrowFunction(node)) {
    // z.lazy(() => schema)
    return ts.isBlock(node.body) ? {kind: 'leaf'} : shapeOf(node.body, seen);
  }
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) {
    return {kind: 'leaf'};
  }
  const method = node.expression.name.text;
  const receiver = node.expression.expression;
  const args = node.arguments;
  const isZ = ts.isIdentifier(receiver) && receiver.text === 'z';

  if (isZ) {
    switch (method) {
      case 'object':
      case 'strictObject':
        return objectShape(args[0], seen);
      case 'array':
        return {kind: 'array', item: shapeOf(args[0], seen)};
      case 'union':
      case 'discriminatedUnion': {
        const list = args[method === 'union' ? 0 : 1];
        const options = list && ts.isArrayLiteralExpression(list) ? list.elements.map((e) => shapeOf(e, seen)) : [];
        return {kind: 'union', options};
      }
      case 'intersection':
        return {kind: 'union', options: args.map((a) => shapeOf(a, seen))};
      case 'lazy':
      case 'optional':
      case 'nullable':
        return shapeOf(args[0], seen);
      default:
        // record, map, string, number, boolean, enum, literal, any, custom, function...
        return {kind: 'leaf'};
    }
  }

  const inner = () => shapeOf(receiver, seen);
  if (passThrough.has(method)) return inner();
  switch (method) {
    case 'or':
      return {kind: 'union', options: [inner(), shapeOf(args[0], seen)]};
    case 'and':
    case 'merge': {
      const a = inner();
      const b = shapeOf(args[0], seen);
      if (a.kind === 'object' && b.kind === 'object') return {kind: 'object', props: mergeProps(a.props, b.props)};
      return {kind: 'union', options: [a, b]};
    }
    case 'extend': {
      const a = inner();
      const b = objectShape(args[0], seen);
      return {kind: 'object', props: mergeProps(a.kind === 'object' ? a.props : [], b.props)};
    }
    case 'array':
      return {kind: 'array', item: inner()};
    case 'pick':
    case 'omit': {
      const a = inner();
      if (a.kind !== 'object' || !args[0] || !ts.isObjectLiteralExpression(args[0])) return a;
      const keys = new Set(args[0].properties.map((p) => propName(p)).filter(Boolean));
      return {kind: 'object', props: a.props.filter(([k]) => (method === 'pick' ? keys.has(k) : !keys.has(k)))};
    }
    case 'partial':
    case 'deepPartial':
    case 'required':
      return inner();
    default:
      return {kind: 'leaf'};
  }
}

function mergeProps(a, b) {
  const map = new Map(a);
  for (const [k, v] of b) map.set(k, v);
  return [...map];
}

function propName(prop) {
  const name = prop.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function objectShape(arg, seen) {
  if (arg && ts.isIdentifier(arg) && declarations.has(arg.text)) arg = declarations.get(arg.text);
  if (!arg || !ts.isObjectLiteralExpression(arg)) return {kind: 'object', props: []};
  const props = [];
  for (const prop of arg.properties) {
    if (ts.isPropertyAssignment(prop)) {
      const name = propName(prop);
      if (name !== undefined) props.push([name, shapeOf(prop.initializer, seen)]);
    } else if (ts.isShorthandPropertyAssignment(prop)) {
      props.push([prop.name.text, shapeOf(prop.name, seen)]);
    } else if (ts.isSpreadAssignment(prop)) {
      const spread = shapeOf(prop.expression, seen);
      if (spread.kind === 'object') props.push(...spread.props);
    }
  }
  return {kind: 'object', props};
}

/** Adds the paths below `prefix` that `shape` defines. */
function collect(prefix, shape, out) {
  switch (shape.kind) {
    case 'object':
      for (const [name, child] of shape.props) {
        const path = prefix ? `${prefix}.${name}` : name;
        out.add(path);
        collect(path, child, out);
      }
      break;
    case 'union':
      for (const option of shape.options) collect(prefix, option, out);
      break;
    case 'array':
      if (prefix) collect(`${prefix}[]`, shape.item, out);
      break;
    default:
      break;
  }
}

const rootName = findRootSchema();
if (!rootName) usage(`no root config schema found in ${SCHEMA_PATH} at ${tag}`);
const root = shapeOf(declarations.get(rootName), new Set([rootName]));
if (root.kind !== 'object') usage(`${rootName} is not a z.object() schema`);

const paths = new Set();
collect('', root, paths);
const sorted = [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
process.stdout.write(`${JSON.stringify(sorted, null, 2)}\n`);
