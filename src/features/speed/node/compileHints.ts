import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this file eagerly, while the script streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The client bundle every page runs at startup: the runtime and the main chunk. */
export const STARTUP_SCRIPT = /^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/;

/** After the minifier (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which would strip the comment. */
const AFTER_MINIFY = 401;

/**
 * Puts V8's explicit compile hint at the top of the startup scripts
 * (https://v8.dev/blog/explicit-compile-hints). Without it, V8 compiles each function of main.js
 * on the main thread the first time it runs, inside the one task that evaluates the bundle; with it,
 * Chromium compiles them on a background thread while the script downloads. Browsers without the
 * feature read a comment.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'farm-compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin} = currentBundler.instance;
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, test: STARTUP_SCRIPT, stage: AFTER_MINIFY})],
      };
    },
  };
}
