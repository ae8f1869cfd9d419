/**
 * Keeps the deployment files in step with the code: every process of deploy/app-registry.mjs (the
 * gateway, and each service's and worker's, declared in services/<name>/package.json) must have a
 * compose service and a Kubernetes Deployment, app containers must get the shared configuration and
 * wait for healthy infrastructure, and the entrypoint must resolve names the way the Dockerfile lays
 * out files.
 *
 *   npx vitest run deploy/test
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parseDocument } from 'yaml';
import { readApps, readServices } from '../app-registry.mjs';
import { renderKustomization } from './support/kustomize-render.js';

// ------------------------------------------------------------------------------------------------
// The repository as it is now

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const serviceDirs = readServices(ROOT).map((service) => service.name);
/** Every process the image runs: each service's (and worker's), then the gateway. */
const APP_ENTRIES = new Map(readApps(ROOT).map((app) => [app.name, app.entry]));
const APPS = [...APP_ENTRIES.keys()];

const INFRA = ['postgres', 'redis', 'nats', 'minio'];
const SHARED_ENV = [
  'NODE_ENV',
  'LOG_LEVEL',
  'REDIS_URL',
  'NATS_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_BUCKET',
  'S3_REGION',
  'MEDIA_LINK_SECRET',
];
const GATEWAY_ENV = ['PORT', 'SESSION_SECRET', 'TRUST_PROXY', 'PUBLIC_URL', 'RPC_TIMEOUT_MS'];
/**
 * Every variable the deployment files may set. The apps fall back to local defaults for a missing
 * variable, so a misspelt name would silently point at 127.0.0.1: a new variable goes here first.
 */
const KNOWN_ENV = new Set([
  ...SHARED_ENV,
  ...GATEWAY_ENV,
  // Each service's own database role and each app's own NATS user (deploy/test/database-roles.spec.ts and
  // nats-credentials.spec.ts check who gets which).
  'DATABASE_URL',
  'NATS_USER',
  'NATS_NKEY_SEED',
  'FRONTEND_DIST',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_CHAT_MODEL',
  'OPENAI_SPEECH_MODEL',
  'OPENAI_TIMEOUT_MS',
  'OPENAI_MAX_RETRIES',
  'AI_PROVIDER',
  'WORKER_CONCURRENCY',
  'LONG_AUDIO_CONCURRENCY',
  'BACKGROUND_CONCURRENCY',
  'QUESTION_TIMEOUT_MS',
  'GOOGLE_BOOKS_API_KEY',
  'GOOGLE_BOOKS_BASE_URL',
  'OPEN_LIBRARY_BASE_URL',
  'BOOKS_CACHE_TTL_SECONDS',
  'BOOKS_HTTP_TIMEOUT_MS',
  'BOOKS_SOURCE',
  'AFFILIATE_TAG',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_ID',
  'BILLING_TEST_MODE',
  'BILLING_TEST_MODE_IN_PRODUCTION',
  'HEALTH_DETAILS_TOKEN',
  'GENERATION_SYNC_WAIT_MS',
  'SHUTDOWN_GRACE_MS',
  'SERVICE_SHUTDOWN_GRACE_MS',
  'S3_CONNECT_TIMEOUT_MS',
  'S3_REQUEST_TIMEOUT_MS',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'STRIPE_API_URL',
  'PRO_MONTHLY_CREDITS',
  'PRO_PRICE_AMOUNT',
  'PRO_PRICE_CURRENCY',
  'PRO_PRODUCT_NAME',
  'SMTP_URL',
  'MAIL_FROM',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'ACCOUNT_MAIL_WINDOW_MINUTES',
  'FORGOT_PASSWORD_LIMIT_PER_IP',
  'FORGOT_PASSWORD_LIMIT_PER_ADDRESS',
  'RESET_PASSWORD_LIMIT_PER_IP',
  'RESET_PASSWORD_LIMIT_PER_LINK',
  'RESEND_VERIFICATION_LIMIT_PER_ACCOUNT',
  'CHANGE_PASSWORD_LIMIT_PER_ACCOUNT',
  'AI_LIMIT_PER_STUDENT',
  'AI_WINDOW_MINUTES',
  'AI_CONCURRENT_JOBS_PER_STUDENT',
  'AI_JOB_SLOT_MINUTES',
  'PROGRESS_STREAMS_PER_STUDENT',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER_URL',
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_BUTTON_LABEL',
]);

// ------------------------------------------------------------------------------------------------
// Helpers

type Json = any; // parsed YAML

function parseYaml(path: string): Json {
  const doc = parseDocument(read(path), { merge: true });
  expect(doc.errors.map((error) => error.message), `${path} must be valid YAML`).toEqual([]);
  return doc.toJS({ maxAliasCount: -1 });
}

/** `${VAR:-default}` -> `default`, `${VAR}` -> `` (what Compose substitutes with an empty environment). */
function interpolate(value: string): string {
  // A required `${NAME:?message}` has no value here: empty.
  return value.replace(/\$\{[A-Z0-9_]+(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_match, fallback: string | undefined) => fallback ?? '');
}

function commandOf(service: Json): string[] {
  const command = service.command;
  if (command === undefined) return [];
  return Array.isArray(command) ? command.map(String) : String(command).split(/\s+/).filter(Boolean);
}

function environmentOf(service: Json): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry: string) => {
        const index = entry.indexOf('=');
        return index < 0 ? [entry, ''] : [entry.slice(0, index), entry.slice(index + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]));
}

function dependsOnOf(service: Json): Record<string, { condition?: string }> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name: string) => [name, { condition: 'service_started' }]));
  return dependsOn;
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function entrypoint(args: string[], appRoot = ROOT) {
  const result = spawnSync('bash', [join(ROOT, 'deploy/docker-entrypoint.sh'), ...args], {
    cwd: appRoot,
    env: { ...process.env, APP_ROOT: appRoot },
    encoding: 'utf8',
    timeout: 10_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** A checkout with only the given services' package.json files, for the entrypoint's own cases. */
function fakeRoot(services: Record<string, Record<string, string>>): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'studyforge-entrypoint-'));
  for (const [name, entries] of Object.entries(services)) {
    mkdirSync(join(path, 'services', name), { recursive: true });
    writeFileSync(join(path, 'services', name, 'package.json'), JSON.stringify({ name: `@x/${name}`, studyforge: { entries } }));
  }
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

// ------------------------------------------------------------------------------------------------

describe('docker-compose.yml', () => {
  const compose = parseYaml('docker-compose.yml');
  const services: Record<string, Json> = compose.services ?? {};
  const oneShotJobs = Object.keys(services).filter((name) =>
    Object.values(services).some((other: Json) => dependsOnOf(other)[name]?.condition === 'service_completed_successfully'),
  );
  // The db-roles job runs the same image (built once) but is no app.
  const appServices = Object.keys(services).filter((name) => services[name].build !== undefined && !oneShotJobs.includes(name));

  it('has a service for the gateway and for every folder in services/ (and every worker)', () => {
    const missing = APPS.filter((app) => !(app in services));
    expect(missing, `apps with no service in docker-compose.yml: ${missing.join(', ')}`).toEqual([]);
  });

  it('builds no app that does not exist (a stale entry would fail at start-up)', () => {
    const unknown = appServices.filter((name) => !APPS.includes(name));
    expect(unknown, `compose services built from deploy/Dockerfile with no matching folder: ${unknown.join(', ')}`).toEqual([]);
  });

  it.each(APPS)('%s runs from deploy/Dockerfile with its own name as the command', (app) => {
    const service = services[app];
    expect(service, `no compose service ${app}`).toBeDefined();
    expect(service.build, `${app} has no build`).toBeDefined();
    expect(['.', './']).toContain(service.build.context);
    expect(service.build.dockerfile).toBe('deploy/Dockerfile');
    expect(commandOf(service)).toEqual([app]);
  });

  it('gives every app service the same image name, so the image is built once', () => {
    const images = new Set(APPS.map((app) => services[app]?.image));
    expect(images.size).toBe(1);
    expect([...images][0]).toBeTruthy();
  });

  it.each(APPS)('%s gets the shared environment, pointing at services of this file', (app) => {
    const env = environmentOf(services[app] ?? {});
    for (const name of SHARED_ENV) expect(env, `${app} lacks ${name}`).toHaveProperty(name);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'S3_ENDPOINT']) {
      if (name === 'DATABASE_URL' && !(name in env)) continue; // the gateway has no database
      const url = new URL(interpolate(env[name] ?? ''));
      expect(Object.keys(services), `${app}: ${name} points at ${url.hostname}, which is not a compose service`).toContain(url.hostname);
    }
    for (const name of Object.keys(env)) expect(KNOWN_ENV.has(name), `${app}: unknown variable ${name}`).toBe(true);
  });

  it.each(APPS)('%s waits for healthy Postgres, Redis, NATS and MinIO, and for the bucket job', (app) => {
    const dependsOn = dependsOnOf(services[app] ?? {});
    for (const infra of INFRA) {
      expect(dependsOn[infra]?.condition, `${app} must depend on ${infra} with condition service_healthy`).toBe('service_healthy');
    }
    for (const job of oneShotJobs) expect(dependsOn[job]?.condition).toBe('service_completed_successfully');
  });

  it('gives the gateway its own settings, port 3000 and a health check on /api/health', () => {
    const gateway = services.gateway;
    const env = environmentOf(gateway);
    for (const name of GATEWAY_ENV) expect(env, `gateway lacks ${name}`).toHaveProperty(name);
    expect(interpolate(env.SESSION_SECRET).length, 'the dev SESSION_SECRET default must pass the 32-character rule').toBeGreaterThanOrEqual(32);
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:-/);
    expect(interpolate(env.PORT)).toBe('3000');
    expect(JSON.stringify(gateway.healthcheck?.test)).toContain('/api/health');
  });

  it('lets clients in through nginx only: no app publishes a port, nginx always runs and publishes 3000', () => {
    for (const app of APPS) expect(services[app].ports ?? [], `${app} publishes a port: clients would reach it around nginx`).toEqual([]);
    const nginx = services.nginx;
    expect(nginx, 'no nginx service').toBeDefined();
    expect(nginx.profiles ?? [], 'nginx must run by default, not under a profile').toEqual([]);
    expect((nginx.ports ?? []).map((port: Json) => interpolate(String(port.published ?? port)))).toEqual([expect.stringMatching(/^(.*:)?3000:80$/)]);
    expect((nginx.volumes ?? []).map(String)).toContainEqual(expect.stringMatching(/^\.\/deploy\/nginx\/studyforge\.conf:\/etc\/nginx\/conf\.d\/default\.conf/));
  });

  it("believes X-Forwarded-* from nginx's own fixed address only, on a network of nginx and the gateway alone", () => {
    const trusted = interpolate(environmentOf(services.gateway).TRUST_PROXY);
    expect(trusted, 'TRUST_PROXY must name one address, not a whole range (uniquelocal), a hop count or true').toMatch(/^\d{1,3}(\.\d{1,3}){3}$/);
    const edges = Object.entries<Json>(services.nginx.networks ?? {}).filter(([, settings]) => settings?.ipv4_address);
    expect(edges.map(([, settings]) => interpolate(String(settings.ipv4_address))), "nginx's fixed address is the one the gateway trusts").toEqual([trusted]);
    const [edge] = edges[0]!;
    const members = Object.keys(services).filter((name) => {
      const networks = services[name].networks ?? [];
      return Array.isArray(networks) ? networks.includes(edge) : edge in networks;
    });
    expect(members.sort(), `only nginx and the gateway are on ${edge}`).toEqual(['gateway', 'nginx']);
    const subnet = interpolate(String(compose.networks?.[edge]?.ipam?.config?.[0]?.subnet ?? ''));
    const [network = '', bits = ''] = subnet.split('/');
    const block = (address: string) => Math.floor(address.split('.').reduce((value, part) => value * 256 + Number(part), 0) / 2 ** (32 - Number(bits)));
    expect(bits, `${edge} needs a fixed subnet for nginx's fixed address`).toMatch(/^\d+$/);
    expect(block(trusted), `${trusted} is not in ${edge}'s subnet ${subnet}`).toBe(block(network));
  });

  it('runs no test-mode payments (a test card would get Pro for free): Stripe or nothing is sold', () => {
    for (const app of APPS) {
      const env = environmentOf(services[app]);
      expect(interpolate(env.NODE_ENV ?? '')).toBe('production');
      expect(interpolate(env.BILLING_TEST_MODE ?? 'false'), `${app}: BILLING_TEST_MODE`).toBe('false');
    }
    expect(environmentOf(services.billing)).toHaveProperty('BILLING_TEST_MODE');
  });

  it('has Postgres, Redis, NATS and MinIO, and a health check on every service that is neither an app nor a one-shot job', () => {
    for (const infra of INFRA) expect(Object.keys(services)).toContain(infra);
    const others = Object.keys(services).filter((name) => !appServices.includes(name) && !oneShotJobs.includes(name));
    for (const name of others) {
      const test = services[name].healthcheck?.test;
      expect(test, `${name} has no healthcheck`).toBeDefined();
      expect(services[name].healthcheck?.disable).not.toBe(true);
      expect(JSON.stringify(test)).not.toBe('["NONE"]');
    }
  });

  it('runs NATS with JetStream and monitoring, on an image that has wget for the check', () => {
    const nats = services.nats;
    expect(commandOf(nats)).toEqual(expect.arrayContaining(['-js', '-m', '8222']));
    expect(nats.image).toMatch(/^nats:2\.(1\d|[2-9]\d)[^ ]*alpine/);
    expect(JSON.stringify(nats.healthcheck.test)).toContain('8222/healthz');
  });

  it('creates the bucket the apps use', () => {
    const job = services['minio-init'];
    expect(job, 'minio-init').toBeDefined();
    const bucket = interpolate(environmentOf(services.gateway).S3_BUCKET);
    expect(commandOf(job).map(interpolate).join(' ')).toContain(`/${bucket}`);
  });

  it('keeps data in named volumes that are declared', () => {
    const declared = Object.keys(compose.volumes ?? {});
    for (const infra of INFRA) {
      // A configuration file mounted from the repository (./deploy/…) is no data.
      const volumes: string[] = (services[infra].volumes ?? [])
        .map((volume: Json) => String(volume.source ?? volume).split(':')[0])
        .filter((source: string) => !source.startsWith('./'));
      expect(volumes.length, `${infra} has no volume`).toBeGreaterThan(0);
      for (const volume of volumes) expect(declared, `${infra}: volume ${volume} is not a declared named volume`).toContain(volume);
    }
  });
});

// ------------------------------------------------------------------------------------------------

describe('deploy/k8s', () => {
  const yamlFiles = filesUnder('deploy/k8s').filter((path) => /\.ya?ml$/.test(path));
  const documentsOf = (path: string): Json[] =>
    parseAllDocuments(read(path)).flatMap((doc) => {
      expect(doc.errors.map((error) => error.message), `${path} must be valid YAML`).toEqual([]);
      const value = doc.toJS();
      return value ? [value] : [];
    });

  const base = parseYaml('deploy/k8s/base/kustomization.yaml');
  const baseResources: string[] = base.resources ?? [];
  /** The base as kustomize builds it: each service's short entry with the nats-service component applied. */
  const baseObjects = renderKustomization(join(ROOT, 'deploy/k8s/base'));
  const deploymentsOf = (objects: Json[]) =>
    new Map<string, Json>(objects.filter((object) => object.kind === 'Deployment').map((object) => [object.metadata.name, object]));
  const deployments = deploymentsOf(baseObjects);
  const isPatch = (path: string) => path.endsWith('.patch.yaml');

  it('parses every YAML file: Kubernetes objects with a kind, and JSON patches (*.patch.yaml) as lists of operations', () => {
    expect(yamlFiles.length).toBeGreaterThan(0);
    for (const path of yamlFiles) {
      for (const value of documentsOf(path)) {
        if (isPatch(path)) for (const operation of value) expect(operation, `${path}: not a JSON patch operation`).toMatchObject({ op: expect.any(String), path: expect.any(String) });
        else expect(value.kind, `${path}: a document without kind`).toBeTruthy();
      }
    }
  });

  it('lists in the base every manifest that is in the base folder (the secrets template excepted)', () => {
    const files = filesUnder('deploy/k8s/base')
      .map((path) => relative('deploy/k8s/base', path).split(sep).join('/'))
      .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml' && !file.includes('template') && !isPatch(file));
    for (const file of files) expect(baseResources, `${file} is not listed in base/kustomization.yaml`).toContain(file);
    for (const file of baseResources) expect(existsSync(join(ROOT, 'deploy/k8s/base', file)), `${file} is listed but missing`).toBe(true);
  });

  it('has a Deployment in the base for the gateway and every process of every folder in services/', () => {
    const missing = APPS.filter((app) => !deployments.has(app));
    expect(missing, `apps with no Deployment in deploy/k8s/base (add an entry to nats-services.yaml): ${missing.join(', ')}`).toEqual([]);
    const unknown = [...deployments.keys()].filter((name) => !APPS.includes(name));
    expect(unknown, `Deployments of no app in deploy/app-registry.mjs: ${unknown.join(', ')}`).toEqual([]);
  });

  it('builds every service Deployment from the nats-service component (the gateway has its own manifest)', () => {
    const component = parseYaml('deploy/k8s/components/nats-service/kustomization.yaml');
    expect(component.kind).toBe('Component');
    expect(base.components ?? []).toContain('../components/nats-service');
    const selector = component.patches.map((patch: Json) => patch.target?.labelSelector);
    expect(selector).toEqual(['app.kubernetes.io/component=service']);
    for (const app of APPS.filter((name) => name !== 'gateway')) {
      expect(deployments.get(app)?.metadata.labels['app.kubernetes.io/component'], `${app} lacks the label the component selects`).toBe('service');
    }
  });

  it.each(APPS)('%s: runs the image with its name, the shared config and a locked-down, bounded container', (app) => {
    const deployment = deployments.get(app);
    expect(deployment, `no Deployment ${app}`).toBeDefined();
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(container.image).toBe('studyforge');
    expect(container.args).toEqual([app]);
    const refs = (container.envFrom ?? []).map((source: Json) => source.configMapRef?.name ?? source.secretRef?.name);
    expect(refs).toEqual(expect.arrayContaining(['studyforge-config', 'studyforge-secrets']));
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
    expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(container.resources?.requests?.memory).toBeTruthy();
    expect(container.resources?.limits?.memory).toBeTruthy();
    for (const [key, value] of Object.entries(deployment.spec.selector.matchLabels)) {
      expect(deployment.spec.template.metadata.labels[key]).toBe(value);
    }
  });

  it('probes the gateway: TCP liveness (a dependency outage must not restart it), readiness on /api/health/ready', () => {
    const [container] = deployments.get('gateway').spec.template.spec.containers;
    expect(container.livenessProbe?.tcpSocket).toBeDefined();
    expect(container.livenessProbe?.httpGet).toBeUndefined();
    expect(container.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    const refs = container.envFrom.map((source: Json) => source.configMapRef?.name ?? source.secretRef?.name);
    expect(refs).toEqual(expect.arrayContaining(['studyforge-gateway-config', 'studyforge-gateway-secrets']));
    const service = baseObjects.find((object) => object.kind === 'Service' && object.metadata.name === 'gateway');
    expect(service?.spec.ports[0].port).toBe(3000);
    const ingresses = baseObjects.filter((object) => object.kind === 'Ingress');
    expect(ingresses.length).toBeGreaterThan(0);
    for (const ingress of ingresses) {
      for (const rule of ingress.spec.rules) for (const path of rule.http.paths) expect(path.backend.service.name).toBe('gateway');
    }
  });

  it('keeps the gateway inside the cluster: a ClusterIP Service, reachable only from the ingress controller', () => {
    const service = baseObjects.find((object) => object.kind === 'Service' && object.metadata.name === 'gateway');
    expect(service.spec.type, 'the gateway Service must say ClusterIP (no NodePort or LoadBalancer around the ingress)').toBe('ClusterIP');
    expect(service.spec.ports.every((port: Json) => port.nodePort === undefined)).toBe(true);
    const selectsGateway = (policy: Json) => Object.entries(policy.spec.podSelector?.matchLabels ?? {}).every(([key, value]) => deployments.get('gateway').spec.template.metadata.labels[key] === value);
    const policies = baseObjects.filter((object) => object.kind === 'NetworkPolicy' && selectsGateway(object));
    expect(policies.length, 'no NetworkPolicy selects the gateway pods').toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy.spec.policyTypes).toContain('Ingress');
      for (const rule of policy.spec.ingress ?? []) {
        expect(rule.from?.length, `${policy.metadata.name}: a rule without "from" admits everyone`).toBeGreaterThan(0);
        for (const peer of rule.from) {
          expect(peer.ipBlock, `${policy.metadata.name}: an ipBlock admits addresses, not the controller`).toBeUndefined();
          expect(peer.podSelector?.matchLabels, `${policy.metadata.name}: each peer names the ingress controller's pods`).toBeTruthy();
          expect(peer.namespaceSelector?.matchLabels, `${policy.metadata.name}: and their namespace`).toBeTruthy();
        }
        expect(rule.ports?.map((port: Json) => port.port)).toEqual(['http']);
      }
    }
  });

  it('runs no test-mode payments in the base', () => {
    const literals: string[] = (base.configMapGenerator ?? []).flatMap((generator: Json) => generator.literals ?? []);
    expect(literals).toContain('BILLING_TEST_MODE=false');
    expect(literals.filter((literal) => literal.startsWith('BILLING_TEST_MODE_IN_PRODUCTION=') && !literal.endsWith('=false'))).toEqual([]);
  });

  it('provides every variable through the ConfigMaps and the documented Secrets, with no unknown names', () => {
    const literals: string[] = (base.configMapGenerator ?? []).flatMap((generator: Json) => generator.literals ?? []);
    const configKeys = literals.map((literal) => literal.slice(0, literal.indexOf('=')));
    const secretKeys = documentsOf('deploy/k8s/base/secrets.template.yaml')
      .filter((object) => object.kind === 'Secret')
      .flatMap((secret) => Object.keys(secret.stringData ?? {}));
    const keys = [...configKeys, ...secretKeys];
    for (const name of [...SHARED_ENV, ...GATEWAY_ENV]) expect(keys, `${name} is in no ConfigMap or Secret`).toContain(name);
    for (const name of keys) expect(KNOWN_ENV.has(name), `unknown variable ${name}`).toBe(true);
    for (const name of ['SESSION_SECRET', 'DATABASE_URL', 'S3_SECRET_KEY', 'MEDIA_LINK_SECRET']) expect(configKeys, `${name} belongs in a Secret`).not.toContain(name);
  });

  it('runs one replica of every Deployment in the dev overlay', () => {
    const dev = parseYaml('deploy/k8s/overlays/dev/kustomization.yaml');
    for (const resource of dev.resources ?? []) expect(existsSync(join(ROOT, 'deploy/k8s/overlays/dev', resource))).toBe(true);
    const devDeployments = deploymentsOf(renderKustomization(join(ROOT, 'deploy/k8s/overlays/dev')));
    expect([...devDeployments.keys()].sort()).toEqual([...deployments.keys()].sort());
    for (const [name, deployment] of devDeployments) expect(deployment.spec.replicas, `dev overlay: replicas of ${name}`).toBe(1);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
  /** Kustomize's build, with the content hash dropped from generated ConfigMap names. */
  const kustomize = (dir: string) => {
    const result = spawnSync('kubectl', ['kustomize', join(ROOT, dir)], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return JSON.parse(JSON.stringify(parseAllDocuments(result.stdout).map((doc) => doc.toJS())).replace(/"(studyforge-[a-z-]+?)-[a-z0-9]{10}"/g, '"$1"'));
  };
  it.skipIf(!kubectl).each(['deploy/k8s/base', 'deploy/k8s/overlays/dev'])('%s builds with kustomize into the Deployments this test checks', (dir) => {
    const built = deploymentsOf(kustomize(dir));
    const rendered = deploymentsOf(renderKustomization(join(ROOT, dir)));
    expect([...built.keys()].sort()).toEqual([...rendered.keys()].sort());
    for (const [name, deployment] of rendered) expect(built.get(name).spec, `${dir}: ${name}`).toEqual(deployment.spec);
  });
});

// ------------------------------------------------------------------------------------------------

describe('deploy/docker-entrypoint.sh', () => {
  it.each(APPS)('maps %s to its entry file', (app) => {
    const result = entrypoint(['--print', app]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`node ${APP_ENTRIES.get(app)}`);
  });

  it('maps auth to node services/auth/dist/main.js, with the flag before or after the name', () => {
    expect(entrypoint(['--print', 'auth']).stdout).toBe('node services/auth/dist/main.js');
    expect(entrypoint(['auth', '--print']).stdout).toBe('node services/auth/dist/main.js');
    expect(entrypoint(['--print', 'gateway']).stdout).toBe('node gateway/dist/main.js');
  });

  it('maps each process a service declares in its package.json, and only those', () => {
    const root = fakeRoot({
      generation: { generation: 'dist/main.js', 'generation-worker': 'dist/worker.js' },
      trivia: { trivia: 'dist/main.js' },
    });
    try {
      expect(entrypoint(['--print', 'generation-worker'], root.path).stdout).toBe('node services/generation/dist/worker.js');
      expect(entrypoint(['--print', 'generation'], root.path).stdout).toBe('node services/generation/dist/main.js');
      expect(entrypoint(['--print', 'trivia'], root.path).stdout).toBe('node services/trivia/dist/main.js');
      const noWorker = entrypoint(['--print', 'trivia-worker'], root.path);
      expect(noWorker.status).toBe(64);
      expect(noWorker.stderr).toContain('unknown app "trivia-worker": services/trivia/package.json declares trivia only');
    } finally {
      root.remove();
    }
  });

  it('refuses a folder in services/ whose package.json declares no processes, saying what to add', () => {
    const root = fakeRoot({ auth: { auth: 'dist/main.js' } });
    try {
      mkdirSync(join(root.path, 'services', 'profile'));
      writeFileSync(join(root.path, 'services', 'profile', 'package.json'), JSON.stringify({ name: '@x/profile' }));
      const result = entrypoint(['--print', 'auth'], root.path);
      expect(result.status).toBe(78);
      expect(result.stderr).toContain('services/profile/package.json declares no processes: add "studyforge": { "entries": { "profile": "dist/main.js" } }');
    } finally {
      root.remove();
    }
  });

  it('refuses an unknown name with a clear message listing the apps', () => {
    const result = entrypoint(['--print', 'no-such-app']);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('unknown app "no-such-app"');
    for (const app of APPS) expect(result.stderr).toContain(app);
  });

  it('refuses a missing name and a path-like name', () => {
    const none = entrypoint([]);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toMatch(/usage/);
    for (const app of APPS) expect(none.stderr).toContain(app);
    const traversal = entrypoint(['--print', '../../etc/passwd']);
    expect(traversal.status).not.toBe(0);
    expect(traversal.stderr).toMatch(/invalid app name/);
  });

  it('fails clearly when the entry file has not been built', () => {
    const root = fakeRoot({ auth: { auth: 'dist/main.js' } });
    try {
      const result = entrypoint(['auth'], root.path);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('services/auth/dist/main.js is missing');
    } finally {
      root.remove();
    }
  });
});

// ------------------------------------------------------------------------------------------------

describe('deploy/Dockerfile', () => {
  /** Instructions with line continuations joined and comments dropped. */
  const instructions = read('deploy/Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: { name: string; from: string; body: typeof instructions }[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction.args)!;
      stages.push({ from: match[1]!, name: match[2] ?? String(stages.length), body: [] });
    } else {
      stages.at(-1)?.body.push(instruction);
    }
  }
  const runtime = stages.at(-1)!;
  const dockerignore = read('.dockerignore')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  const copySources = (args: string) => {
    const parts = args.split(/\s+/).filter((part) => !part.startsWith('--'));
    return parts.slice(0, -1);
  };

  it('builds on node:20-bookworm-slim in separate deps, build and runtime stages', () => {
    const nodeImage = /ARG NODE_IMAGE=(\S+)/.exec(read('deploy/Dockerfile'))?.[1];
    expect(nodeImage).toBe('node:20-bookworm-slim');
    expect(runtime.from).toMatch(/^(\$\{NODE_IMAGE\}|node:20-bookworm-slim)$/);
    expect(stages.length).toBeGreaterThanOrEqual(3);
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    for (const stage of stages) {
      for (const copy of stage.body.filter((instruction) => instruction.keyword === 'COPY' && !instruction.args.includes('--from='))) {
        for (const source of copySources(copy.args)) {
          if (source === '.') continue;
          expect(existsSync(join(ROOT, source)), `COPY ${source}: not in the repository`).toBe(true);
          const ignoredBy = dockerignore.find((pattern) => {
            const clean = pattern.replace(/^\/|\/$/g, '');
            if (clean.startsWith('**/')) return source.split('/').includes(clean.slice(3));
            return source === clean || source.startsWith(`${clean}/`);
          });
          expect(ignoredBy, `COPY ${source} is excluded by .dockerignore (${ignoredBy})`).toBeUndefined();
        }
      }
    }
  });

  it('installs dependencies from the manifests before the sources are copied (layer cache)', () => {
    const installs = stages.filter((stage) => stage.body.some((instruction) => /\bnpm ci\b/.test(instruction.args)));
    expect(installs.length).toBeGreaterThan(0);
    for (const stage of installs) {
      const installAt = stage.body.findIndex((instruction) => /\bnpm ci\b/.test(instruction.args));
      const copiesBefore = stage.body.slice(0, installAt).filter((instruction) => instruction.keyword === 'COPY');
      expect(copiesBefore.some((copy) => copySources(copy.args).includes('.')), `${stage.name}: COPY . before npm ci`).toBe(false);
    }
  });

  it('gives the runtime production dependencies only, as a non-root user, with the entrypoint script', () => {
    const fromStages = runtime.body
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((copy) => /--from=(\S+)/.exec(copy.args)?.[1])
      .filter(Boolean);
    const nodeModulesStage = stages.find((stage) => fromStages.includes(stage.name) && stage.body.some((i) => /\bnpm ci\b/.test(i.args)));
    expect(nodeModulesStage, 'the runtime copies node_modules from an npm ci stage').toBeDefined();
    expect(nodeModulesStage!.body.find((i) => /\bnpm ci\b/.test(i.args))!.args).toContain('--omit=dev');

    const user = runtime.body.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
    expect(user, 'runtime USER').toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);

    const copyEntrypoint = runtime.body.find((i) => i.keyword === 'COPY' && i.args.includes('deploy/docker-entrypoint.sh'));
    expect(copyEntrypoint, 'runtime copies deploy/docker-entrypoint.sh').toBeDefined();
    expect(copySources(copyEntrypoint!.args), 'the entrypoint asks deploy/app-registry.mjs, which must sit beside it').toContain('deploy/app-registry.mjs');
    const destination = copyEntrypoint!.args.split(/\s+/).at(-1)!;
    expect(destination.endsWith('/'), 'copy both files into one folder').toBe(true);
    const entry = runtime.body.find((instruction) => instruction.keyword === 'ENTRYPOINT')?.args ?? '';
    expect(entry).toContain(`${destination}docker-entrypoint.sh`);
  });

  it('ships every service and what it depends on: each folder in services/ is an npm workspace the image installs and copies', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'deploy/workspaces.mjs'), '--runtime', '--root', ROOT], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const runtimeWorkspaces = result.stdout.trim().split('\n');
    expect(runtimeWorkspaces).toContain('gateway');
    for (const name of serviceDirs) {
      expect(runtimeWorkspaces, `services/${name} is not a workspace in the root package.json`).toContain(`services/${name}`);
    }
    expect(runtimeWorkspaces).toEqual(expect.arrayContaining(['packages/contracts', 'packages/service-kit']));
    for (const devOnly of ['frontend', 'scripts', 'e2e', 'bench', 'packages/test-support']) expect(runtimeWorkspaces).not.toContain(devOnly);
  });

  it('keeps host dependencies, build output and local data out of the build context', () => {
    for (const pattern of ['**/node_modules', '**/dist', '**/*.tsbuildinfo', '.git', '.data', 'e2e/artifacts']) {
      expect(dockerignore).toContain(pattern);
    }
  });
});

// ------------------------------------------------------------------------------------------------

describe('deploy/nginx/studyforge.conf', () => {
  const conf = read('deploy/nginx/studyforge.conf')
    .split('\n')
    .map((line) => line.replace(/#.*/, ''))
    .join('\n');

  /** The body of `location <path> { ... }` (no nested blocks in this file). */
  const location = (path: string) => new RegExp(`location\\s+(?:=\\s*)?${path.replace(/\//g, '\\/')}\\s*\\{([^}]*)\\}`).exec(conf)?.[1];

  it('proxies to the gateway service on port 3000 with the forwarding headers', () => {
    expect(conf).toMatch(/server\s+gateway:3000;/);
    expect(location('/')).toMatch(/proxy_pass\s+http:\/\/studyforge_gateway;/);
    // The edge overwrites X-Forwarded-For with the address it saw: appending ($proxy_add_x_forwarded_for) keeps a forged one.
    expect(conf).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/);
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).not.toMatch(/\breal_ip_header\b|\bset_real_ip_from\b/);
    expect(conf).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme;/);
  });

  it('sets headers only at server level (a location with its own proxy_set_header would drop them)', () => {
    for (const match of conf.matchAll(/location[^{]*\{([^}]*)\}/g)) expect(match[1]).not.toContain('proxy_set_header');
  });

  it('accepts 25 MB uploads and streams job progress unbuffered', () => {
    expect(conf).toMatch(/client_max_body_size\s+30m;/);
    const jobs = location('/api/jobs/');
    expect(jobs).toBeDefined();
    expect(jobs).toMatch(/proxy_pass\s+http:\/\/studyforge_gateway;/);
    expect(jobs).toMatch(/proxy_buffering\s+off;/);
    expect(jobs).toMatch(/proxy_read_timeout\s+(\d+h|\d{4,}s?);/);
  });
});

describe('deploy/README.md', () => {
  it('documents every variable', () => {
    const readme = read('deploy/README.md');
    for (const name of KNOWN_ENV) expect(readme, `${name} is not documented in deploy/README.md`).toContain(`\`${name}\``);
  });
});
