export * from './share.js';
export * from './logger.js';
export * from './build.js';
export * from './file.js';
export * from './color.js';
