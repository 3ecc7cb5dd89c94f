import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colours from CSS classes instead of inline styles, so a page's
 * HTML is the same in light and dark mode.
 *
 * The theme's CodeBlock renders each token with the current mode's Prism
 * theme as inline styles. The server only knows the light theme, so the theme
 * re-mounts every code block after hydration to apply the dark one: on
 * /docs/config/compilation-options (107 code blocks) that re-render costs
 * about 0.9 s of Lighthouse's total blocking time, and before hydration a
 * dark page shows light code blocks.
 *
 * Here each token gets one class per declaration of its light style and one
 * per declaration of its dark style (`pl3`, `pd0`…), both worked out the way
 * prism-react-renderer works out inline styles, and a stylesheet generated
 * from the two themes (src/features/code-blocks/node) gives the classes of the
 * current mode their declarations. Pure: used at build time and in the browser.
 */

/** A declaration of a theme: CSS property (camelCase, as in the theme) and value. */
export type Declaration = readonly [property: string, value: string | number];

/** The theme given to prism-react-renderer: no colours, so it writes no mode-dependent inline style. */
export const NEUTRAL_THEME: PrismTheme = {plain: {}, styles: []};

/** Class prefixes of the light and the dark declarations. */
export const LIGHT_PREFIX = 'pl';
export const DARK_PREFIX = 'pd';

/** Selectors that scope each mode's rules: no data-theme (JavaScript off) counts as light, the site's default. */
export const LIGHT_SCOPE = "html:not([data-theme='dark'])";
export const DARK_SCOPE = "html[data-theme='dark']";

type Compiled = {
  /** Token type → its style: the theme's entries naming the type, merged in order (prism-react-renderer's themeToDict). */
  byType: Map<string, Record<string, string | number>>;
  /** Distinct declarations of the entries, in order of first appearance; a class is `prefix + index`. */
  declarations: Declaration[];
  /** A declaration's key (`property:value`) → its index in `declarations`. */
  indexes: Map<string, number>;
  /** Token types joined by spaces → class names, filled as tokens come. */
  classes: Map<string, string>;
};

const compiled = new WeakMap<PrismTheme, Compiled>();

function key(declaration: Declaration): string {
  return `${declaration[0]}:${String(declaration[1])}`;
}

function compile(theme: PrismTheme): Compiled {
  const cached = compiled.get(theme);
  if (cached) return cached;
  const byType = new Map<string, Record<string, string | number>>();
  const declarations: Declaration[] = [];
  const indexes = new Map<string, number>();
  for (const entry of theme.styles) {
    // prism-react-renderer applies such an entry to some languages only; a class cannot tell the language.
    if (entry.languages)
      throw new Error(`Prism theme entry for ${entry.types.join(', ')} is limited to some languages: not supported`);
    for (const [property, value] of Object.entries(entry.style)) {
      if (value === undefined) continue;
      const declaration: Declaration = [property, value];
      if (!indexes.has(key(declaration))) {
        indexes.set(key(declaration), declarations.length);
        declarations.push(declaration);
      }
    }
    for (const type of entry.types) byType.set(type, {...byType.get(type), ...entry.style});
  }
  const result = {byType, declarations, indexes, classes: new Map<string, string>()};
  compiled.set(theme, result);
  return result;
}

/** The distinct declarations of a theme's entries; class `prefix + i` stands for declaration i. */
export function declarations(theme: PrismTheme): readonly Declaration[] {
  return compile(theme).declarations;
}

/**
 * The style prism-react-renderer gives a token of these types: the styles of
 * its types merged in the token's order, the last type winning.
 */
export function tokenStyle(theme: PrismTheme, types: readonly string[]): Record<string, string | number> {
  const {byType} = compile(theme);
  return Object.assign({}, ...types.map((type) => byType.get(type)));
}

/** The classes that give a token of these types its style in this theme, space-separated ('' when unstyled). */
export function tokenClasses(theme: PrismTheme, types: readonly string[], prefix: string): string {
  const theCompiled = compile(theme);
  const typesKey = types.join(' ');
  const cached = theCompiled.classes.get(typesKey);
  if (cached !== undefined) return cached;
  const classes = Object.entries(tokenStyle(theme, types))
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${prefix}${theCompiled.indexes.get(key([property, value]))}`)
    .join(' ');
  theCompiled.classes.set(typesKey, classes);
  return classes;
}

/** A style property as CSS writes it: `fontStyle` → `font-style`. */
export function cssProperty(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function cssValue(value: string | number): string {
  const text = String(value);
  if (/[;{}<>]/.test(text)) throw new Error(`Prism theme value ${JSON.stringify(text)} cannot go into a stylesheet`);
  return text;
}

/**
 * One mode's rules: the code block's colours as the variables the theme's
 * stylesheet reads (`--prism-color`, `--prism-background-color`), the other
 * `plain` declarations on `.prism-code`, and a rule per class.
 */
function modeCss(theme: PrismTheme, prefix: string, scope: string): string {
  const rules: string[] = [];
  const variables: string[] = [];
  const plainRest: string[] = [];
  for (const [property, value] of Object.entries(theme.plain)) {
    if (value === undefined) continue;
    if (property === 'color') variables.push(`--prism-color:${cssValue(value)}`);
    else if (property === 'backgroundColor') variables.push(`--prism-background-color:${cssValue(value)}`);
    else plainRest.push(`${cssProperty(property)}:${cssValue(value)}`);
  }
  if (variables.length > 0) rules.push(`${scope}{${variables.join(';')}}`);
  if (plainRest.length > 0) rules.push(`${scope} .prism-code{${plainRest.join(';')}}`);
  declarations(theme).forEach(([property, value], i) => {
    rules.push(`${scope} .token.${prefix}${i}{${cssProperty(property)}:${cssValue(value)}}`);
  });
  return rules.join('\n');
}

/** The stylesheet of both modes. */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '/* Generated from the Prism themes in docusaurus.config.ts by src/features/code-blocks/node. */',
    modeCss(light, LIGHT_PREFIX, LIGHT_SCOPE),
    modeCss(dark, DARK_PREFIX, DARK_SCOPE),
    '',
  ].join('\n');
}

/**
 * A copy of a theme with some colours replaced (exact, case-insensitive matches of `color` values), and
 * any `opacity` below `minOpacity` raised to it (a dimmed token is drawn over the background).
 */
export function withColors(
  theme: PrismTheme,
  replacements: Readonly<Record<string, string>>,
  minOpacity = 0,
): PrismTheme {
  const lower = new Map(Object.entries(replacements).map(([from, to]) => [from.toLowerCase(), to]));
  const recolor = <T extends {color?: string; opacity?: number}>(style: T): T => {
    const next = {...style};
    if (style.color !== undefined && lower.has(style.color.toLowerCase()))
      next.color = lower.get(style.color.toLowerCase());
    if (typeof style.opacity === 'number' && style.opacity < minOpacity) next.opacity = minOpacity;
    return next;
  };
  return {plain: theme.plain, styles: theme.styles.map((entry) => ({...entry, style: recolor(entry.style)}))};
}
