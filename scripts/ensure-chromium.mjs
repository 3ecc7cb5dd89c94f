// @ts-check
/**
 * The e2e tests drive Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * When it is missing: as root, install Debian's `chromium` package; otherwise
 * stop with a clear message. Never downloads a browser build of its own.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is not at ${chromium}. Install Debian's chromium package ` +
        '(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Chromium is not at ${chromium}: installing Debian's chromium package...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
}
console.log(execSync(`${chromium} --version`, {encoding: 'utf8'}).trim());
