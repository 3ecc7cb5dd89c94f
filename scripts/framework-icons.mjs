// @ts-check
/**
 * Writes static/img/frameworks/<slug>.svg, the framework logos of the home
 * page, from the simple-icons package (CC0): each logo in its brand colour.
 * Run by hand after changing the list: node scripts/framework-icons.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as icons from 'simple-icons';

/** slug on this site -> simple-icons export */
const wanted = {
  vanilla: icons.siJavascript,
  react: icons.siReact,
  vue: icons.siVuedotjs,
  solid: icons.siSolid,
  svelte: icons.siSvelte,
  preact: icons.siPreact,
  lit: icons.siLit,
  electron: icons.siElectron,
  tauri: icons.siTauri,
  nestjs: icons.siNestjs,
};

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/img/frameworks');
fs.mkdirSync(outDir, {recursive: true});
for (const [slug, icon] of Object.entries(wanted)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
  fs.writeFileSync(path.join(outDir, `${slug}.svg`), svg);
}
console.log(`wrote ${Object.keys(wanted).length} logos to ${path.relative(process.cwd(), outDir)}`);
