/**
 * Every service connects to Postgres as its own role (<database>_<service>, owner of its schema only):
 * Compose and Kubernetes give each service process a DATABASE_URL with that role, a one-shot job (Compose's
 * db-roles service, the db-roles Job) makes the roles as the superuser, and no app gets the superuser's URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments, parseDocument } from 'yaml';
import { readApps } from '../app-registry.mjs';
import { dbPasswordVariableOf, dbUrlVariableOf, deployedServices, deployRolePasswords } from '../../scripts/src/infra/deploy-database-roles.js';
import { findExampleSecrets } from '../../packages/service-kit/src/config/example-secrets.js';
import { renderKustomization } from './support/kustomize-render.js';

type Json = any; // parsed YAML

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const APPS = readApps(ROOT);
const SERVICES = deployedServices(ROOT);
const DB_APPS = APPS.filter((app) => app.service !== null);
const ROLES_COMMAND = ['node', 'scripts/dist/infra/deploy-database-roles.js', 'apply'];

describe('docker-compose.yml', () => {
  const compose = parseDocument(read('docker-compose.yml'), { merge: true }).toJS({ maxAliasCount: -1 });
  const superuserUrl = compose.services['db-roles']?.environment?.DATABASE_URL as string;

  it('runs db-roles once, as the superuser, after Postgres is healthy, with every role password required from .env', () => {
    const job = compose.services['db-roles'];
    expect(job, 'no db-roles service').toBeDefined();
    expect(job.command).toEqual(ROLES_COMMAND);
    expect(job.depends_on.postgres.condition).toBe('service_healthy');
    expect(job.restart).toBe('no');
    expect(superuserUrl).toMatch(/^postgres:\/\/\$\{POSTGRES_USER:-studyforge\}:\$\{POSTGRES_PASSWORD:-studyforge\}@postgres:5432\//);
    for (const service of SERVICES) {
      expect(job.environment[dbPasswordVariableOf(service)]).toMatch(new RegExp(`^\\$\\{${dbPasswordVariableOf(service)}:\\?`));
    }
  });

  it.each(DB_APPS.map((app) => [app.name, app.service!]))('%s connects as the role of %s, its password required, after db-roles', (app, service) => {
    const environment = compose.services[app].environment;
    expect(environment.DATABASE_URL).toBe(
      `postgres://\${POSTGRES_DB:-studyforge}_${service}:\${${dbPasswordVariableOf(service)}:?set ${dbPasswordVariableOf(service)} in .env, e.g. openssl rand -hex 24}@postgres:5432/\${POSTGRES_DB:-studyforge}`,
    );
    expect(compose.services[app].depends_on['db-roles']?.condition).toBe('service_completed_successfully');
  });

  it('gives no app the superuser URL, and the gateway no database', () => {
    for (const app of APPS) expect(compose.services[app.name].environment.DATABASE_URL, app.name).not.toBe(superuserUrl);
    expect(compose.services.gateway.environment).not.toHaveProperty('DATABASE_URL');
    expect(read('docker-compose.yml').match(/\$\{POSTGRES_PASSWORD/g)).toHaveLength(2); // postgres itself and db-roles
  });
});

describe('deploy/k8s', () => {
  const objects = renderKustomization(join(ROOT, 'deploy/k8s/base'));
  const deployment = (name: string) => objects.find((object: Json) => object.kind === 'Deployment' && object.metadata.name === name);
  const template = parseAllDocuments(read('deploy/k8s/base/secrets.template.yaml')).map((doc) => doc.toJS() as Json);
  const secretIn = (secrets: Json[], name: string) => secrets.find((object) => object?.kind === 'Secret' && object.metadata.name === name);

  it.each(DB_APPS.map((app) => [app.name, app.service!]))("%s reads DATABASE_URL from the Secret of %s's role, which the template documents", (app, service) => {
    const env: Json[] = deployment(app).spec.template.spec.containers[0].env;
    expect(env.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({ name: `studyforge-${service}-db`, key: 'DATABASE_URL' });
    expect(secretIn(template, `studyforge-${service}-db`)?.stringData.DATABASE_URL).toBe(`postgres://studyforge_${service}:CHANGE_ME@postgres:5432/studyforge`);
  });

  it('keeps the superuser URL out of the Secrets every app reads, for the db-roles Job alone', () => {
    expect(secretIn(template, 'studyforge-secrets').stringData).not.toHaveProperty('DATABASE_URL');
    expect(deployment('gateway').spec.template.spec.containers[0].env ?? []).not.toContainEqual(expect.objectContaining({ name: 'DATABASE_URL' }));
    const job = objects.find((object: Json) => object.kind === 'Job' && object.metadata.name === 'db-roles');
    expect(job, 'no db-roles Job in the base').toBeDefined();
    const container = job.spec.template.spec.containers[0];
    expect(container.args).toEqual(ROLES_COMMAND);
    expect(container.env.find((variable: Json) => variable.name === 'DATABASE_URL').valueFrom.secretKeyRef).toEqual({ name: 'studyforge-db-admin', key: 'DATABASE_URL' });
    for (const service of SERVICES) {
      expect(container.env.find((variable: Json) => variable.name === dbUrlVariableOf(service))?.valueFrom?.secretKeyRef).toEqual({ name: `studyforge-${service}-db`, key: 'DATABASE_URL' });
    }
    const readers = objects.filter((object: Json) => JSON.stringify(object).includes('studyforge-db-admin'));
    expect(readers.map((object: Json) => object.metadata.name)).toEqual(['db-roles']);
  });

  describe('the dev overlay', () => {
    const dev = parse(read('deploy/k8s/overlays/dev/kustomization.yaml'));
    const generated = new Map<string, Record<string, string>>(
      dev.secretGenerator.map((generator: Json) => [
        generator.name,
        Object.fromEntries(generator.literals.map((literal: string) => [literal.slice(0, literal.indexOf('=')), literal.slice(literal.indexOf('=') + 1)])),
      ]),
    );

    it('provides every Secret the base reads, by its fixed name', () => {
      const wanted = new Set(JSON.stringify(objects).match(/"name":"studyforge-[a-z-]+-(?:db|nats|admin|secrets)"/g)!.map((match) => match.slice(8, -1)));
      for (const name of wanted) expect(generated.has(name), `the dev overlay lacks ${name}`).toBe(true);
      for (const generator of dev.secretGenerator) expect(generator.options?.disableNameSuffixHash, generator.name).toBe(true);
    });

    it('has development values only, which a production process refuses and the db-roles job accepts', () => {
      const env: Record<string, string> = {};
      for (const service of SERVICES) env[dbUrlVariableOf(service)] = generated.get(`studyforge-${service}-db`)!.DATABASE_URL!;
      expect(Object.keys(deployRolePasswords(env, SERVICES))).toEqual(SERVICES);
      for (const [name, values] of generated) {
        for (const [key, value] of Object.entries(values)) {
          if (/SEED|SECRET|_URL$/.test(key) && key !== 'SMTP_URL') expect(findExampleSecrets({ [key]: value }), `${name}: ${key}`).toHaveLength(1);
        }
      }
      for (const app of APPS) expect(generated.get(`studyforge-${app.name}-nats`)?.NATS_NKEY_SEED, app.name).toMatch(/^SU[A-Z2-7]{56}$/);
    });
  });
});

describe('deploy/Dockerfile', () => {
  /** The repository files the CLI loads: its relative imports, followed (compiled .js paths as in the image). */
  const imported = (file: string, seen = new Set<string>()): Set<string> => {
    seen.add(file);
    for (const match of read(file).matchAll(/^import [^;]*? from '(\.[^']+)';$/gm)) {
      const target = join(file, '..', match[1]!).replace(/\.js$/, '.ts');
      if (!seen.has(target)) imported(target, seen);
    }
    return seen;
  };

  it('ships the db-roles CLI and every file it imports in the runtime image', () => {
    const dockerfile = read('deploy/Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    for (const file of imported('scripts/src/infra/deploy-database-roles.ts')) {
      const shipped = file.replace(/^scripts\/src\//, 'scripts/dist/').replace(/\.ts$/, '.js');
      expect(runtime, `the runtime stage does not copy ${shipped}`).toContain(file.startsWith('deploy/') ? ` ${file} ` : `/app/${shipped}`);
    }
    expect(runtime).toContain('/app/scripts/package.json'); // "type": "module"
  });
});

describe('deploy-database-roles.js apply', () => {
  const strong = 'a1b2c3d4e5f6a7b8c9d0e1f2';

  it('takes each password from <SERVICE>_DB_PASSWORD, or from <SERVICE>_DATABASE_URL when it connects as that role', () => {
    expect(deployRolePasswords({ AUTH_DB_PASSWORD: strong }, ['auth'])).toEqual({ auth: strong });
    expect(deployRolePasswords({ AUTH_DATABASE_URL: `postgres://sf_auth:${strong}@db:5432/sf` }, ['auth'])).toEqual({ auth: strong });
  });

  it('refuses a missing, short, URL-unsafe or other-role password, naming its variable', () => {
    expect(() => deployRolePasswords({}, ['credits'])).toThrow(/CREDITS_DB_PASSWORD must carry the credits database role's password/);
    expect(() => deployRolePasswords({ CREDITS_DB_PASSWORD: 'short' }, ['credits'])).toThrow(/at least 16 characters/);
    expect(() => deployRolePasswords({ CREDITS_DB_PASSWORD: `${strong}@/` }, ['credits'])).toThrow(/CREDITS_DB_PASSWORD: the password may hold only/);
    expect(() => deployRolePasswords({ CREDITS_DATABASE_URL: `postgres://sf:${strong}@db:5432/sf` }, ['credits'])).toThrow(
      /CREDITS_DATABASE_URL must connect as the role sf_credits, not "sf"/,
    );
    expect(() => deployRolePasswords({ CREDITS_DATABASE_URL: 'not a url' }, ['credits'])).toThrow(/CREDITS_DATABASE_URL is not a URL/);
  });
});
