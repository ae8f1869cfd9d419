/**
 * Every process connects to the deployed NATS as its own user: Compose and Kubernetes give each app its
 * NATS_USER and the NKey seed of a secret of its own, and the NATS server's configuration
 * (deploy/nats/nats-server.conf) lists every app with the permissions generated from packages/contracts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parseDocument } from 'yaml';
import { readApps } from '../app-registry.mjs';
import { deployNatsServerConfig } from '../../scripts/src/infra/deploy-nats-credentials.js';
import { nkeyVariableOf } from '../../scripts/src/infra/nats-config.js';
import { renderKustomization } from './support/kustomize-render.js';

type Json = any; // parsed YAML

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const APPS = readApps(ROOT).map((app) => app.name);
const NATS_CONFIG = 'deploy/nats/nats-server.conf';

describe('the deployed NATS configuration', () => {
  it('is the one generated from rpc-callers.ts (regenerate: node scripts/dist/infra/deploy-nats-credentials.js config > deploy/nats/nats-server.conf)', () => {
    expect(read(NATS_CONFIG)).toBe(deployNatsServerConfig());
  });

  it.each(APPS)('lists %s by the public key in its environment, with permissions', (app) => {
    const config = read(NATS_CONFIG);
    const entry = config.slice(config.indexOf(`nkey: $${nkeyVariableOf(app)}\n`));
    expect(entry, `${app} is not a user of ${NATS_CONFIG}`).not.toBe(config);
    expect(entry.slice(0, entry.indexOf('\n    }'))).toMatch(/permissions: \{[\s\S]*publish: \{[\s\S]*subscribe: \{ allow: \["_INBOX\./);
  });
});

describe('docker-compose.yml', () => {
  const compose = parseDocument(read('docker-compose.yml'), { merge: true }).toJS({ maxAliasCount: -1 });
  const nats = compose.services.nats;

  it('runs NATS with the generated configuration and every app\'s public key, required from .env', () => {
    const command: string[] = nats.command;
    expect(command.slice(command.indexOf('-c'), command.indexOf('-c') + 2)).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(nats.volumes).toContain(`./${NATS_CONFIG}:/etc/nats/nats-server.conf:ro`);
    for (const app of APPS) expect(nats.environment[nkeyVariableOf(app)], `nats lacks ${nkeyVariableOf(app)}`).toMatch(new RegExp(`^\\$\\{${nkeyVariableOf(app)}:\\?`));
  });

  it.each(APPS)('gives %s its own NATS user and seed (required, never a default)', (app) => {
    const environment = compose.services[app].environment;
    expect(environment.NATS_USER).toBe(app);
    expect(environment.NATS_NKEY_SEED).toMatch(new RegExp(`^\\$\\{${nkeyVariableOf(app)}_SEED:\\?`));
  });
});

describe('deploy/k8s', () => {
  const deployments = new Map<string, Json>(
    renderKustomization(join(ROOT, 'deploy/k8s/base'))
      .filter((object: Json) => object.kind === 'Deployment')
      .map((object: Json) => [object.metadata.name, object]),
  );
  const secrets = parseAllDocuments(read('deploy/k8s/base/secrets.template.yaml')).map((doc) => doc.toJS() as Json);

  it.each(APPS)('gives %s its NATS user and the seed of its own Secret, which the template documents', (app) => {
    const env: Json[] = deployments.get(app)?.spec.template.spec.containers[0].env ?? [];
    expect(env.find((variable) => variable.name === 'NATS_USER')?.value).toBe(app);
    const seed = env.find((variable) => variable.name === 'NATS_NKEY_SEED');
    expect(seed?.valueFrom?.secretKeyRef).toEqual({ name: `studyforge-${app}-nats`, key: 'NATS_NKEY_SEED' });
    const secret = secrets.find((object) => object?.kind === 'Secret' && object.metadata.name === `studyforge-${app}-nats`);
    expect(secret?.stringData, `secrets.template.yaml lacks studyforge-${app}-nats`).toHaveProperty('NATS_NKEY_SEED');
  });
});
