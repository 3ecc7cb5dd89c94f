import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';

/** src/features/offline/client/register.ts registers on import: these tests stub the page it would run in, with no serviceWorker. */
// The offline notice is a React component (JSX), rendered only in a browser.
vi.mock('@site/src/features/offline/components/OfflineNotice', () => ({default: () => null}));
type Listener = () => void;

function stubPage(readyState: DocumentReadyState, idle: boolean, visibilityState: DocumentVisibilityState = 'visible') {
  const loadListeners: Listener[] = [];
  const pagehideListeners: Listener[] = [];
  const visibilityListeners: Listener[] = [];
  const idleCallbacks: {run: IdleRequestCallback; options?: IdleRequestOptions}[] = [];
  const window = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'load') loadListeners.push(listener);
      if (type === 'pagehide') pagehideListeners.push(listener);
    },
    ...(idle && {
      requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) =>
        idleCallbacks.push({run, options}),
    }),
  };
  vi.stubGlobal('window', window);
  const document = {
    readyState,
    visibilityState,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'visibilitychange') visibilityListeners.push(listener);
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', {});
  return {
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    hide: () => {
      document.visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
    pagehide: () => pagehideListeners.forEach((listener) => listener()),
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

describe('the service worker waits for a settled page (src/features/offline/client/register.ts, whenSettled)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('while the page loads: nothing until the load event, then the delay, then an idle callback', async () => {
    const page = stubPage('loading', true);
    const {whenSettled} = await import('@site/src/features/offline/client/register');
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
    expect(await ready).toBe('settled');
  });

  test('a page already loaded waits for the delay and idle time only', async () => {
    const page = stubPage('complete', true);
    const {whenSettled} = await import('@site/src/features/offline/client/register');
    const ready = whenSettled(2000, 3000);
    vi.advanceTimersByTime(2000);
    expect(page.idleCallbacks[0]?.options).toEqual({timeout: 3000});
    expect(await settled(ready)).toBe(false);
    page.idleCallbacks[0]?.run({didTimeout: true, timeRemaining: () => 0});
    expect(await settled(ready)).toBe(true);
  });

  test('without idle callbacks (Safari): the delay after the load event', async () => {
    const page = stubPage('loading', false);
    const {whenSettled} = await import('@site/src/features/offline/client/register');
    const ready = whenSettled();
    page.load();
    vi.advanceTimersByTime(4999);
    expect(await settled(ready)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(ready)).toBe(true);
  });

  test('the reader leaves the page (another tab or app) before the delay: at once', async () => {
    const page = stubPage('complete', true);
    const {whenSettled} = await import('@site/src/features/offline/client/register');
    const ready = whenSettled();
    vi.advanceTimersByTime(1000);
    expect(await settled(ready)).toBe(false);
    page.hide();
    expect(await settled(ready)).toBe(true);
    expect(await ready).toBe('left');
    expect(page.idleCallbacks).toHaveLength(0);
  });

  test('the tab closes while the page loads: at once, without waiting for the load event', async () => {
    const page = stubPage('loading', true);
    const {whenSettled} = await import('@site/src/features/offline/client/register');
    const ready = whenSettled();
    page.pagehide();
    expect(await settled(ready)).toBe(true);
    expect(await ready).toBe('left');
  });

  test('a page opened in a background tab: at once', async () => {
    stubPage('loading', true, 'hidden');
    const {whenSettled} = await import('@site/src/features/offline/client/register');
    expect(await settled(whenSettled())).toBe(true);
  });
});

describe("the scope of the locale's worker (src/features/offline/client/register.ts, workerScope)", () => {
  afterEach(() => vi.unstubAllGlobals());

  test('is the folder of its script, whatever page asks', async () => {
    stubPage('complete', true);
    const {workerScope} = await import('@site/src/features/offline/client/register');
    expect(workerScope('/sw.js', 'https://farmfe.org/docs/quick-start')).toBe('https://farmfe.org/');
    expect(workerScope('/zh/sw.js', 'https://farmfe.org/zh/docs/quick-start?q=1#a')).toBe('https://farmfe.org/zh/');
  });
});
