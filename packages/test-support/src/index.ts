export * from './test-api.js';
export * from './multipart.js';
export * from './side-stack.js';
export * from './mail-inbox.js';
export * from './identity-provider.js';
export * from './provider-gateway.js';
export * from './provider-sign-in-flow.js';
export * from './study-notes.js';
