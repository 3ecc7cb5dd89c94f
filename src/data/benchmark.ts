/**
 * Benchmark figures published in farm-fe/performance-compare: the tools build
 * Turbopack's test case of 1000 React components. Each run records the commit
 * its figures come from, its date, the tool versions (from the repository's
 * lock file at that commit) and the machine, where the repository names it.
 * All times are milliseconds; lower is better.
 */
export type Metric = 'startup' | 'hmrRoot' | 'hmrLeaf' | 'build';

export type ToolResult = {
  tool: string;
  version: string;
  times: Record<Metric, number>;
};

export type BenchmarkRun = {
  id: string;
  commit: string;
  date: string;
  /** null when the repository does not record the machine */
  machine: string | null;
  results: readonly ToolResult[];
};

export const metrics: readonly Metric[] = ['startup', 'hmrRoot', 'hmrLeaf', 'build'];

export const benchmarkRepo = 'https://github.com/farm-fe/performance-compare';

/** The README table of 2023-07-28: Farm against webpack, Vite, Rspack and Turbopack. */
export const run2023: BenchmarkRun = {
  id: '2023-07',
  commit: '366c5d568f2d40713836e02b5b32fbb5b41f453a',
  date: '2023-07-28',
  machine: null,
  results: [
    {tool: 'Farm', version: '0.10.7', times: {startup: 403, hmrRoot: 11, hmrLeaf: 10, build: 288}},
    {tool: 'Rspack', version: '0.2.8', times: {startup: 831, hmrRoot: 104, hmrLeaf: 96, build: 724}},
    {tool: 'Vite', version: '4.4.3', times: {startup: 3078, hmrRoot: 35, hmrLeaf: 18, build: 2266}},
    {tool: 'Turbopack', version: 'Next.js 13.4.10', times: {startup: 3731, hmrRoot: 62, hmrLeaf: 54, build: 6442}},
    {tool: 'webpack', version: '5.88.1', times: {startup: 8035, hmrRoot: 345, hmrLeaf: 265, build: 11321}},
  ],
};

/** The run of 2024-07-02 (cold caches), the first whose README names the machine. */
export const run2024: BenchmarkRun = {
  id: '2024-07',
  commit: 'b2c7e6ed5fd2a9448f47797941aef38f80f244fa',
  date: '2024-07-02',
  machine: 'Linux Mint, Intel Core i5-11400 @ 2.60 GHz, 16 GB RAM',
  results: [
    {tool: 'Farm', version: '1.2.2', times: {startup: 396, hmrRoot: 18, hmrLeaf: 13, build: 313}},
    {tool: 'Rsbuild', version: '0.7.10', times: {startup: 468, hmrRoot: 87, hmrLeaf: 74, build: 363}},
    {tool: 'Vite (swc)', version: '6.0.0-alpha.11', times: {startup: 1700, hmrRoot: 22, hmrLeaf: 11, build: 1543}},
    {tool: 'webpack (swc)', version: '5.91.0', times: {startup: 2078, hmrRoot: 532, hmrLeaf: 165, build: 4128}},
  ],
};

export const benchmarkRuns: readonly BenchmarkRun[] = [run2023, run2024];

/** How many times slower than the fastest tool of the run, rounded to one decimal. */
export function relativeToFastest(run: BenchmarkRun, metric: Metric, tool: string): number {
  const fastest = Math.min(...run.results.map((r) => r.times[metric]));
  const result = run.results.find((r) => r.tool === tool);
  if (!result) throw new Error(`${tool} is not in run ${run.id}`);
  return Math.round((result.times[metric] / fastest) * 10) / 10;
}
