import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXAMPLE_SECRET_VALUES, findExampleSecrets, SECRET_NAME } from './example-secrets.js';
import { commonEnvSchema, ConfigError, databaseEnvSchema, loadConfig, s3EnvSchema } from './load-config.js';

const repoFile = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

/** `NAME: value` and `- NAME=value` settings of a YAML file (comments dropped), and Compose's `${NAME:-default}`. */
function settingsIn(text: string): Array<[string, string]> {
  const settings: Array<[string, string]> = [];
  for (const line of text.split('\n').map((raw) => raw.replace(/^\s*#.*$/, ''))) {
    for (const match of line.matchAll(/\$\{([A-Z0-9_]+):-([^}]*)\}/g)) settings.push([match[1]!, match[2]!]);
    const plain = /^\s*(?:-\s+)?([A-Z][A-Z0-9_]+)(?::\s+|=)(.+?)\s*$/.exec(line);
    if (plain && !plain[2]!.includes('${')) settings.push([plain[1]!, plain[2]!.replace(/^["']|["']$/g, '')]);
  }
  return settings;
}

const SHIPPED = ['docker-compose.yml', 'deploy/k8s/base/secrets.template.yaml', 'deploy/k8s/overlays/dev/kustomization.yaml'];

describe('example secrets', () => {
  it.each(SHIPPED)('lists every example secret %s ships, so production refuses each', (path) => {
    const secrets = settingsIn(repoFile(path)).filter(([name, value]) => value !== '' && (SECRET_NAME.test(name) || /^[a-z]+:\/\/[^/]*:[^/]*@/.test(value)));
    expect(secrets.length).toBeGreaterThan(0);
    for (const [name, value] of secrets) {
      expect(findExampleSecrets({ [name]: value }), `${path}: ${name}=${value}`).toHaveLength(1);
    }
  });

  it('finds the session, media-link, object-storage and database examples of the Compose file', () => {
    const compose = repoFile('docker-compose.yml');
    for (const value of ['dev-only-insecure-session-secret-change-me', 'dev-only-insecure-media-link-secret-change-me', 'studyforge-dev-secret']) {
      expect(compose).toContain(value);
      expect(EXAMPLE_SECRET_VALUES.has(value)).toBe(true);
    }
  });

  const schema = commonEnvSchema.extend(databaseEnvSchema.shape).extend(s3EnvSchema.shape).extend({ SESSION_SECRET: z.string().optional() });
  const own = { NATS_USER: 'credits', NATS_PASS: 'an-own-nats-password', S3_SECRET_KEY: 'an-own-object-storage-secret', DATABASE_URL: 'postgres://studyforge:an-own-password@db:5432/studyforge' };

  it('stops a production process with one sentence naming the variable', () => {
    const attempt = () => loadConfig(schema, { NODE_ENV: 'production', ...own, SESSION_SECRET: 'dev-only-insecure-session-secret-change-me' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SESSION_SECRET: is the example value shipped in docker-compose.yml or deploy\/; production needs a secret of its own/);
  });

  it('refuses a defaulted example secret and an example password inside a URL', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', DATABASE_URL: own.DATABASE_URL })).toThrow(/S3_SECRET_KEY: is the example value/);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', S3_SECRET_KEY: own.S3_SECRET_KEY, DATABASE_URL: 'postgres://studyforge:studyforge@db/x' })).toThrow(
      /DATABASE_URL: carries the example password/,
    );
  });

  it('accepts secrets of its own in production, and the examples outside production (an empty NODE_ENV is unset)', () => {
    expect(loadConfig(schema, { NODE_ENV: 'production', ...own, SESSION_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
    expect(loadConfig(schema, { NODE_ENV: '', SESSION_SECRET: 'dev-only-insecure-session-secret-change-me' }).NODE_ENV).toBe('development');
    expect(loadConfig(schema, { NODE_ENV: 'test', S3_SECRET_KEY: 'studyforge-dev-secret' }).S3_SECRET_KEY).toBe('studyforge-dev-secret');
  });
});
