// @ts-check
/**
 * The HTML check of `npm test` (scripts/validate-html.mjs) runs the Nu Html Checker, a Java program.
 * When no Java 11+ is on the PATH: as root, install Debian's `default-jre-headless`; otherwise stop
 * with a clear message. Never downloads a Java runtime of its own (vnu-jar's own launcher would).
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import {JAVA_NEEDED, javaVersion} from './validate-html.mjs';

let version = javaVersion();
if (version === undefined || version < 11) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(version === undefined ? JAVA_NEEDED : `Java ${version} is too old. ${JAVA_NEEDED}`);
    process.exit(1);
  }
  console.log("No Java 11+ on the PATH: installing Debian's default-jre-headless...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
  version = javaVersion();
  if (version === undefined || version < 11) {
    console.error(`default-jre-headless is installed, but no Java 11+ is on the PATH. ${JAVA_NEEDED}`);
    process.exit(1);
  }
}
console.log(`Java ${version}`);
