export const bindingPath: string;

import { Compiler } from './binding.js';

export { Resolver } from './binding.js';
export { Compiler };