import { describe, expect, it } from 'vitest';
import { commonEnvSchema, loadConfig } from './load-config.js';

const SEED = `SU${'A'.repeat(56)}`;

describe('NATS credentials in the configuration', () => {
  it('lets a development process connect without a NATS user (an operator NATS without authorization)', () => {
    expect(loadConfig(commonEnvSchema, { NATS_URL: 'nats://nats:4222' }).NATS_USER).toBeUndefined();
  });

  it('refuses a production process without its own NATS user and seed or password, naming the variable', () => {
    expect(() => loadConfig(commonEnvSchema, { NODE_ENV: 'production' })).toThrow(/NATS_USER: is required in production/);
    expect(() => loadConfig(commonEnvSchema, { NODE_ENV: 'production', NATS_USER: 'credits' })).toThrow(/NATS_NKEY_SEED: is required in production/);
    expect(loadConfig(commonEnvSchema, { NODE_ENV: 'production', NATS_USER: 'credits', NATS_NKEY_SEED: SEED })).toMatchObject({ NATS_USER: 'credits' });
    expect(loadConfig(commonEnvSchema, { NODE_ENV: 'production', NATS_USER: 'credits', NATS_PASS: 'a-long-enough-password' }).NATS_PASS).toBe(
      'a-long-enough-password',
    );
  });

  it('refuses a malformed seed or a short password', () => {
    expect(() => loadConfig(commonEnvSchema, { NATS_USER: 'credits', NATS_NKEY_SEED: 'SUabc' })).toThrow(/NATS_NKEY_SEED: must be a user NKey seed/);
    expect(() => loadConfig(commonEnvSchema, { NATS_USER: 'credits', NATS_PASS: 'short' })).toThrow(/NATS_PASS: must be at least 16/);
  });
});
