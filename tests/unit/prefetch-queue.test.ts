import {describe, expect, test} from 'vitest';
import {createPrefetcher, type Idle} from '../../src/features/speed/client/prefetchQueue';

/** A prefetcher over a made-up site, with its idle callbacks run by hand. */
function setUp({files = {} as Record<string, string[]>, fetched = [] as string[], slow = false} = {}) {
  const asked: string[] = [];
  const callbacks: ((idle: Idle) => void)[] = [];
  const filesOf = (path: string) => files[path] ?? [];
  const prefetcher = createPrefetcher({
    filesOf,
    fetchFile: (url) => asked.push(url),
    fetched: () => fetched,
    schedule: (run) => callbacks.push(run),
    slow: () => slow,
  });
  /** Runs the pending idle callback with `ms` of idle time, each path taking 1 ms. */
  const idle = (ms: number) => {
    const run = callbacks.shift();
    if (!run) throw new Error('no idle callback is pending');
    let left = ms;
    run({timeRemaining: () => left--});
  };
  return {prefetcher, asked, callbacks, idle};
}

const files = {
  '/docs/a': ['/js/root.js', '/js/docs.js', '/js/a.js'],
  '/docs/b': ['/js/root.js', '/js/docs.js', '/js/b.js'],
  '/blog': ['/js/root.js', '/js/blog.js'],
};

describe('visibility prefetching queue', () => {
  test('nothing is fetched before the page is idle, and one idle callback serves many links', () => {
    const {prefetcher, asked, callbacks, idle} = setUp({files});
    expect(prefetcher.prefetch('/docs/a')).toBe(true);
    expect(prefetcher.prefetch('/docs/b')).toBe(true);
    expect(asked).toEqual([]);
    expect(callbacks).toHaveLength(1);
    idle(50);
    expect(asked).toEqual(['/js/root.js', '/js/docs.js', '/js/a.js', '/js/b.js']);
    expect(callbacks).toHaveLength(0);
  });

  test('each file is asked for once across routes and calls, and not at all when the page has it', () => {
    const {prefetcher, asked, idle} = setUp({files, fetched: ['/js/root.js']});
    prefetcher.prefetch('/docs/a');
    idle(50);
    prefetcher.prefetch('/docs/b');
    prefetcher.prefetch('/blog');
    idle(50);
    expect(asked).toEqual(['/js/docs.js', '/js/a.js', '/js/b.js', '/js/blog.js']);
  });

  test('a path seen before is not queued again', () => {
    const {prefetcher, callbacks, idle} = setUp({files});
    prefetcher.prefetch('/docs/a');
    idle(50);
    expect(prefetcher.prefetch('/docs/a')).toBe(false);
    expect(callbacks).toHaveLength(0);
  });

  test('work stops when the idle period runs out and goes on in the next one', () => {
    const {prefetcher, asked, callbacks, idle} = setUp({files});
    for (const path of Object.keys(files)) prefetcher.prefetch(path);
    // No idle time left (a timed-out callback): one path still, so a busy page gets there.
    idle(0);
    expect(asked).toEqual(files['/docs/a']);
    expect(callbacks).toHaveLength(1);
    idle(1);
    expect(asked).toEqual([...files['/docs/a'], '/js/b.js']);
    idle(50);
    expect(asked).toEqual([...files['/docs/a'], '/js/b.js', '/js/blog.js']);
    expect(callbacks).toHaveLength(0);
  });

  test('nothing is queued on a slow or data-saving connection', () => {
    const {prefetcher, asked, callbacks} = setUp({files, slow: true});
    expect(prefetcher.prefetch('/docs/a')).toBe(false);
    expect(callbacks).toHaveLength(0);
    expect(asked).toEqual([]);
  });
});
