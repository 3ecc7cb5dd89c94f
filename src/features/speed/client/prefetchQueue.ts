/**
 * The queue behind the site's visibility prefetching
 * (src/features/speed/client/idlePrefetch.ts): route paths wait for idle time and
 * are taken a few at a time, and each file is asked for once, skipping those
 * the page has fetched already.
 */

/** What an idle callback is given: the milliseconds left of the idle period. */
export type Idle = {timeRemaining(): number};
export type Schedule = (run: (idle: Idle) => void) => void;

export type Prefetcher = {
  /** Queues a route path; false when it will not be prefetched (seen before, or a slow connection). */
  prefetch(path: string): boolean;
};

export type PrefetcherOptions = {
  /** The chunk files a route path needs, in Docusaurus's order. */
  filesOf(path: string): string[];
  /** Starts fetching one file. */
  fetchFile(url: string): void;
  /** Files the page has fetched already (its scripts, earlier prefetches). */
  fetched(): Iterable<string>;
  /** Runs the callback when the page is idle. */
  schedule: Schedule;
  /** True on a slow or data-saving connection, where Docusaurus does not prefetch. */
  slow(): boolean;
};

/** The queueing, once-per-file part, apart from the browser (tested in tests/unit/prefetch-queue.test.ts). */
export function createPrefetcher({filesOf, fetchFile, fetched, schedule, slow}: PrefetcherOptions): Prefetcher {
  const seen = new Set<string>();
  const asked = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  const run = (idle: Idle) => {
    scheduled = false;
    const done = new Set(fetched());
    // At least one path per call, so that a page that is never idle still gets there (the timeout).
    do {
      const path = queue.shift();
      if (path === undefined) break;
      for (const url of filesOf(path)) {
        if (asked.has(url) || done.has(url)) continue;
        asked.add(url);
        fetchFile(url);
      }
    } while (idle.timeRemaining() > 1);
    if (queue.length) later();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(run);
  };

  return {
    prefetch(path) {
      if (seen.has(path) || slow()) return false;
      seen.add(path);
      queue.push(path);
      later();
      return true;
    },
  };
}
