export * from './cors.js';
export * from './headers.js';
export * from './lazy-compilation.js';
export * from './proxy.js';
export * from './records.js';
export * from './resources.js';
export * from './sirv.js';
