export * from './rustPluginResolver.js';
