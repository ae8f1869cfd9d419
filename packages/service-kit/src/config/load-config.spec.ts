import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankAsUnset, commonEnvSchema, ConfigError, databaseEnvSchema, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('fills defaults for a bare environment', () => {
    const config = loadConfig(commonEnvSchema.extend(databaseEnvSchema.shape), {});
    expect(config).toMatchObject({ NODE_ENV: 'development', LOG_LEVEL: 'info', NATS_URL: 'nats://127.0.0.1:4222' });
  });

  it('treats an empty NODE_ENV as unset', () => {
    expect(loadConfig(commonEnvSchema, { NODE_ENV: '' }).NODE_ENV).toBe('development');
    expect(() => loadConfig(commonEnvSchema, { NODE_ENV: 'staging' })).toThrow(/NODE_ENV:/);
  });

  it('names every bad variable in one readable error', () => {
    const schema = commonEnvSchema.extend(databaseEnvSchema.shape).extend({ PORT: z.coerce.number().int() });
    const attempt = () => loadConfig(schema, { DATABASE_URL: 'mysql://x', NATS_URL: 'not a url', PORT: 'abc' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DATABASE_URL: must be a URL such as postgres://postgres@127.0.0.1:5432/studyforge');
      expect(message).toContain('NATS_URL: must be a URL such as nats://127.0.0.1:4222');
      expect(message).toContain('PORT:');
    }
  });
});

describe('blankAsUnset', () => {
  const schema = z.object({
    TAG: blankAsUnset(z.string().min(1).default('studyforge-20')),
    KEY: blankAsUnset(z.string().min(1).optional()),
  });

  it('treats an empty variable (Compose\'s `${VAR:-}`) as not set, so the default or undefined applies', () => {
    expect(loadConfig(schema, { TAG: '', KEY: '' })).toEqual({ TAG: 'studyforge-20', KEY: undefined });
  });

  it('keeps a value that is set, and still refuses a bad one', () => {
    expect(loadConfig(schema, { TAG: 'mine-21', KEY: 'sk-1' })).toEqual({ TAG: 'mine-21', KEY: 'sk-1' });
    expect(() => loadConfig(z.object({ TTL: blankAsUnset(z.coerce.number().int().min(1)) }), { TTL: '0' })).toThrow(/TTL:/);
  });
});
