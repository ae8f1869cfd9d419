/** Injection tokens for the gateway's shared clients (created in main.ts, before Nest). */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const LOGGER = Symbol('LOGGER');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const MEDIA_LINK_SIGNER = Symbol('MEDIA_LINK_SIGNER');
