import {describe, expect, test} from 'vitest';
import {busyTime} from '../../bench/mainthread.mjs';

const url = 'http://127.0.0.1:4301/docs/quick-start';

describe('busyTime: top-level tasks of the page renderer main thread', () => {
  test('sums RunTask on the thread that parsed the page, not other threads or renderers', () => {
    const events = [
      {ph: 'M', name: 'thread_name', pid: 1, tid: 10, args: {name: 'CrRendererMain'}},
      {ph: 'M', name: 'thread_name', pid: 2, tid: 20, args: {name: 'CrRendererMain'}},
      {ph: 'M', name: 'thread_name', pid: 2, tid: 21, args: {name: 'Compositor'}},
      {ph: 'X', name: 'ParseHTML', pid: 2, tid: 20, dur: 100, args: {data: {url}}},
      {ph: 'X', name: 'RunTask', pid: 2, tid: 20, dur: 50_000},
      {ph: 'X', name: 'RunTask', pid: 2, tid: 20, dur: 25_500},
      // Another thread of the same renderer, another renderer, and a nested event: not counted.
      {ph: 'X', name: 'RunTask', pid: 2, tid: 21, dur: 9_000},
      {ph: 'X', name: 'RunTask', pid: 1, tid: 10, dur: 7_000},
      {ph: 'X', name: 'FunctionCall', pid: 2, tid: 20, dur: 40_000},
    ];
    expect(busyTime(events, url)).toBe(75.5);
  });

  test('no main thread at all: 0', () => {
    expect(busyTime([], url)).toBe(0);
  });
});
