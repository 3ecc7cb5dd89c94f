import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';

/** src/sw/register.ts registers on import: these tests stub the page it would run in, with no serviceWorker. */
type Listener = () => void;

function stubPage(readyState: DocumentReadyState, idle: boolean) {
  const loadListeners: Listener[] = [];
  const idleCallbacks: {run: IdleRequestCallback; options?: IdleRequestOptions}[] = [];
  const window = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'load') loadListeners.push(listener);
    },
    ...(idle && {
      requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) =>
        idleCallbacks.push({run, options}),
    }),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {readyState});
  vi.stubGlobal('navigator', {});
  return {
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    idleCallbacks,
  };
}

/** Whether a promise has settled, after the pending microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the service worker waits for a settled page (src/sw/register.ts, whenSettled)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('while the page loads: nothing until the load event, then the delay, then an idle callback', async () => {
    const page = stubPage('loading', true);
    const {whenSettled} = await import('@site/src/sw/register');
    const ready = whenSettled();
    vi.advanceTimersByTime(60_000);
    expect(await settled(ready)).toBe(false);
    expect(page.idleCallbacks).toHaveLength(0);
    page.load();
    vi.advanceTimersByTime(4999);
    expect(page.idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.idleCallbacks).toHaveLength(1);
    expect(page.idleCallbacks[0]?.options).toEqual({timeout: 10_000});
    expect(await settled(ready)).toBe(false);
    page.idleCallbacks[0]?.run({didTimeout: false, timeRemaining: () => 50});
    expect(await settled(ready)).toBe(true);
  });

  test('a page already loaded waits for the delay and idle time only', async () => {
    const page = stubPage('complete', true);
    const {whenSettled} = await import('@site/src/sw/register');
    const ready = whenSettled(2000, 3000);
    vi.advanceTimersByTime(2000);
    expect(page.idleCallbacks[0]?.options).toEqual({timeout: 3000});
    expect(await settled(ready)).toBe(false);
    page.idleCallbacks[0]?.run({didTimeout: true, timeRemaining: () => 0});
    expect(await settled(ready)).toBe(true);
  });

  test('without idle callbacks (Safari): the delay after the load event', async () => {
    const page = stubPage('loading', false);
    const {whenSettled} = await import('@site/src/sw/register');
    const ready = whenSettled();
    page.load();
    vi.advanceTimersByTime(4999);
    expect(await settled(ready)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(ready)).toBe(true);
  });
});
