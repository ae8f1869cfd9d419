export * from './errors.js';
export * from './envelope.js';
export * from './auth.js';
export * from './credits.js';
export * from './health.js';
export * from './services.js';
export * from './rpc.js';
