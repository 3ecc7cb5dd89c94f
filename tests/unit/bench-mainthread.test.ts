import {describe, expect, test} from 'vitest';
import {busyRatios, busyTime} from '../../bench/mainthread.mjs';

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

describe('busyRatios: a pair against the starter, and the floor with scripts off', () => {
  test('ratio, floor and the scripts share from the four medians', () => {
    const r = busyRatios({kind: 'doc', ours: 936, starter: 1047, oursNoScripts: 347, starterNoScripts: 263});
    expect(r.ratio).toBeCloseTo(936 / 1047, 6);
    expect(r.floor).toBeCloseTo(347 / 1047, 6);
    expect(r.scripts).toBeCloseTo((936 - 347) / (1047 - 263), 6);
  });

  test('without the scripts-off figures, only the ratio', () => {
    const r = busyRatios({kind: 'home', ours: 600, starter: 800});
    expect(r.ratio).toBe(0.75);
    expect(r.floor).toBeNaN();
    expect(r.scripts).toBeNaN();
  });

  test('a starter figure of 0 gives no ratio rather than Infinity', () => {
    const r = busyRatios({kind: 'home', ours: 600, starter: 0, oursNoScripts: 300, starterNoScripts: 0});
    expect(r.ratio).toBeNaN();
    expect(r.floor).toBeNaN();
    expect(r.scripts).toBeNaN();
  });
});
