import {RetryError} from './algolia';
import type {loadIndex} from '../shared/engine';
import type {ManifestShard, ShardFile} from '../shared/shard';

/**
 * Fetching the built index's files for the search client (./client.ts): a
 * file that cannot be fetched or parsed rejects with a `RetryError`, the
 * error algoliasearch gives when no host answers.
 */

/** A shard's file, fetched and parsed, with its index loaded. */
export type LoadedShard = {
  meta: ManifestShard;
  file: ShardFile;
  index: ReturnType<typeof loadIndex>;
  /** Index of each page's first record: records of a page are contiguous. */
  firstRecord: number[];
};

/** The first of these promises to fulfil; when all reject, the last reason. */
export function firstFulfilled<T>(promises: Promise<T>[]): Promise<T> {
  return new Promise((resolve, reject) => {
    let pending = promises.length;
    for (const promise of promises)
      promise.then(resolve, (reason: unknown) => {
        if (--pending === 0) reject(reason);
      });
  });
}

/** Resolves once the page is idle (pending renders done), or after `timeout` ms at the latest. */
function idle(timeout = 300): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout});
    else setTimeout(resolve, 0);
  });
}

/** Fetches and parses a JSON file; with `inBackground`, parses it only once the page is idle. */
export async function fetchJson<T>(
  fetcher: typeof fetch,
  url: string,
  {init, inBackground = false}: {init?: RequestInit; inBackground?: boolean} = {},
): Promise<T> {
  let text: string;
  try {
    const response = await fetcher(url, init);
    if (!response.ok) throw new RetryError(`Could not fetch the search index (${url}): HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof RetryError) throw error;
    throw new RetryError(`Could not fetch the search index (${url})`, {cause: error});
  }
  if (inBackground) await idle();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new RetryError(`The search index at ${url} is not valid JSON`, {cause: error});
  }
}
