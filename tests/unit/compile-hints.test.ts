import {describe, expect, test} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import compileHintsPlugin, {COMPILE_HINT, STARTUP_SCRIPT} from '@site/src/features/speed/node/compileHints';

type Configure = NonNullable<Plugin['configureWebpack']>;

class FakeBannerPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}

function configure(isServer: boolean) {
  const plugin = compileHintsPlugin();
  const configureWebpack = plugin.configureWebpack as Configure;
  const utils = {currentBundler: {name: 'rspack', instance: {BannerPlugin: FakeBannerPlugin}}};
  // The plugin reads neither the config nor the content: empty stand-ins.
  return configureWebpack.call(plugin, {} as never, isServer, utils as never, undefined) as {
    plugins?: FakeBannerPlugin[];
  };
}

describe("V8's compile hint atop the startup scripts (src/features/speed/node/compileHints)", () => {
  test('marks the hashed runtime and main chunk of a production build, and no other script', () => {
    expect(STARTUP_SCRIPT.test('assets/js/main.6a504e4b.js')).toBe(true);
    expect(STARTUP_SCRIPT.test('assets/js/runtime~main.241aa487.js')).toBe(true);
    // Route and shared chunks, and the dev server's unhashed bundle, stay as they are.
    expect(STARTUP_SCRIPT.test('assets/js/5901.7d12df03.js')).toBe(false);
    expect(STARTUP_SCRIPT.test('assets/js/0e384e19.4c7b5a2f.js')).toBe(false);
    expect(STARTUP_SCRIPT.test('assets/js/main.js')).toBe(false);
    expect(STARTUP_SCRIPT.test('assets/js/main.6a504e4b.js.map')).toBe(false);
  });

  test('adds the comment raw, after the minifier, to the client bundle only', () => {
    const client = configure(false).plugins ?? [];
    expect(client).toHaveLength(1);
    expect(client[0]!.options).toMatchObject({banner: COMPILE_HINT, raw: true, test: STARTUP_SCRIPT});
    // Rspack's and webpack's minifiers run at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400) and strip comments.
    expect(client[0]!.options.stage).toBeGreaterThan(400);
    expect(configure(true).plugins ?? []).toEqual([]);
  });
});
