export * from './infra/infra-error.js';
export * from './infra/ports.js';
export * from './infra/resolve-infra.js';
export * from './infra/nats.js';
export * from './stack/app-process.js';
export * from './stack/start-stack.js';
export * from './stack/repo-root.js';
export * from './infra/postgres.js';
