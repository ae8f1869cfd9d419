/** Injection tokens for the gateway's shared clients (created in main.ts, before Nest). */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export const LOGGER = Symbol('LOGGER');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const AUDIO_URL_SIGNER = Symbol('AUDIO_URL_SIGNER');
