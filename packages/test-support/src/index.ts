export * from './test-api.js';
export * from './multipart.js';
export * from './side-stack.js';
