import type {Plugin} from '@docusaurus/types';

/**
 * The dev server's overlay shows a build error while it lasts, and nothing once the file is fixed.
 *
 * A module that failed to build is emitted as code that throws the build error. When the next good save
 * arrives, the open page first applies the update it had skipped, runs that module, and the overlay showed
 * the same build error again as an "uncaught runtime error", over the page that had already recovered. The
 * overlay's runtime-error filter (webpack-dev-server's `client.overlay.runtimeErrors`, merged by Docusaurus
 * from a plugin's `devServer`) leaves those out; every other runtime error still shows.
 */
export default function devErrorsPlugin(): Plugin {
  return {
    name: 'farm-dev-errors',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {devServer: {client: {overlay: {runtimeErrors: isNotBuildError}}}} as Record<string, unknown>;
    },
  };
}

/**
 * Whether the overlay shows a runtime error. The dev server sends this function to the browser as source
 * text, so it must not use anything from outside its own body.
 */
export function isNotBuildError(error: Error): boolean {
  return !/Module build failed|Module parse failed/.test(String(error && error.message));
}
