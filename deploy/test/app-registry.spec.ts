/**
 * A service is registered once: its folder in services/ and the "studyforge.entries" of its
 * package.json. deploy/app-registry.mjs turns them into the list of processes that `npm start`,
 * `npm test`, the container entrypoint and the deploy test use; the checks at the end fail, with what
 * to add where, when a service is missing from one of the lists that cannot be derived from the folder.
 *
 *   npx vitest run deploy/test/app-registry.spec.ts
 */
import { SERVICE_NAMES } from '@studyforge/contracts';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRegistryError, readApps, readServices, resolveApp } from '../app-registry.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('deploy/app-registry.mjs', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A checkout whose services/ holds the given package.json contents (a string as is; null: no package.json). */
  function checkout(services: Record<string, object | string | null>): string {
    const root = mkdtempSync(join(tmpdir(), 'studyforge-registry-'));
    roots.push(root);
    for (const [name, manifest] of Object.entries(services)) {
      mkdirSync(join(root, 'services', name), { recursive: true });
      if (manifest === null) continue;
      writeFileSync(join(root, 'services', name, 'package.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
    }
    return root;
  }
  const declaring = (entries: Record<string, unknown>) => ({ name: '@x/service', studyforge: { entries } });

  function refusal(root: string): { code: string; message: string } {
    try {
      readApps(root);
    } catch (error) {
      if (error instanceof AppRegistryError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error('the registry accepted the checkout');
  }

  it('lists each service by folder name, its own process before its others, and the gateway last', () => {
    const root = checkout({
      trivia: declaring({ trivia: 'dist/main.js' }),
      generation: declaring({ 'generation-worker': 'dist/worker.js', generation: 'dist/main.js' }),
    });
    expect(readApps(root)).toEqual([
      { name: 'generation', entry: 'services/generation/dist/main.js', service: 'generation' },
      { name: 'generation-worker', entry: 'services/generation/dist/worker.js', service: 'generation' },
      { name: 'trivia', entry: 'services/trivia/dist/main.js', service: 'trivia' },
      { name: 'gateway', entry: 'gateway/dist/main.js', service: null },
    ]);
    expect(readServices(root).map((service) => service.dir)).toEqual(['services/generation', 'services/trivia']);
    expect(resolveApp(root, 'generation-worker').entry).toBe('services/generation/dist/worker.js');
  });

  it('has only the gateway in a checkout without services', () => {
    const root = mkdtempSync(join(tmpdir(), 'studyforge-registry-'));
    roots.push(root);
    expect(readApps(root).map((app) => app.name)).toEqual(['gateway']);
  });

  it('refuses an unknown name, listing the apps there are', () => {
    const root = checkout({ trivia: declaring({ trivia: 'dist/main.js' }) });
    expect(() => resolveApp(root, 'books')).toThrow('unknown app "books" (expected one of: trivia gateway)');
  });

  it.each([
    ['a folder without package.json', { profile: null }, 'services/profile has no package.json'],
    ['a package.json that is not JSON', { profile: '{ "name": ' }, 'services/profile/package.json is not valid JSON'],
    [
      'a package.json without processes',
      { profile: { name: '@x/profile' } },
      'services/profile/package.json declares no processes: add "studyforge": { "entries": { "profile": "dist/main.js" } }',
    ],
    ['processes without the service itself', { profile: declaring({ 'profile-worker': 'dist/worker.js' }) }, 'must name the service\'s own process "profile"'],
    ['a process named after another service', { profile: declaring({ profile: 'dist/main.js', billing: 'dist/billing.js' }) }, 'process "billing" must be called "profile" or "profile-<role>"'],
    ['an entry outside dist/', { profile: declaring({ profile: 'src/main.ts' }) }, 'the entry of "profile" must be a .js file under dist/'],
    ['an entry that climbs out', { profile: declaring({ profile: 'dist/../../gateway/dist/main.js' }) }, 'the entry of "profile" must be a .js file under dist/'],
    ['a name the gateway has', { gateway: declaring({ gateway: 'dist/main.js' }) }, 'app "gateway" is already declared by the gateway'],
  ])('refuses %s, saying what is wrong where', (_case, services, message) => {
    const root = checkout(services);
    const { code, message: actual } = refusal(root);
    expect(code).toBe('INVALID_MANIFEST');
    expect(actual).toContain(message);
  });

  it('refuses one process declared by two services', () => {
    const root = checkout({
      study: declaring({ study: 'dist/main.js', 'study-plan': 'dist/plan.js' }),
      'study-plan': declaring({ 'study-plan': 'dist/main.js' }),
    });
    expect(refusal(root).message).toContain('services/study-plan/package.json: app "study-plan" is already declared by services/study/package.json');
  });
});

describe('every service is registered (the lists that cannot be read from services/ agree with it)', () => {
  const services = readServices(ROOT);

  it('finds the services of this repository', () => {
    expect(services.map((service) => service.name)).toEqual(expect.arrayContaining(['auth', 'credits', 'generation', 'trivia', 'books']));
  });

  it.each(services.flatMap((service) => service.apps.map((app) => [app.name, app.entry] as const)))('%s: its entry %s is compiled from a source file', (_app, entry) => {
    const source = entry.replace(/\/dist\//, '/src/').replace(/\.js$/, '.ts');
    expect(existsSync(join(ROOT, source)), `${entry} has no source ${source}`).toBe(true);
  });

  it('has a health subject in the contracts for every service, so the gateway\'s GET /api/health asks it', () => {
    const folders = services.map((service) => service.name);
    const missing = folders.filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
    expect(
      missing,
      `services without '<name>.health' in rpcMessages (packages/contracts/src/rpc.ts): ${missing.join(', ')}; ` +
        `add '<name>.health': { request: emptySchema, reply: serviceHealthSchema } and answer it in the service's controller`,
    ).toEqual([]);
    const orphans = SERVICE_NAMES.filter((name) => !folders.includes(name));
    expect(orphans, `health subjects in packages/contracts/src/rpc.ts with no folder in services/: ${orphans.join(', ')}`).toEqual([]);
  });

  it('builds every service: npm run build compiles each folder of services/ (by glob) from src/ into dist/', () => {
    const build: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.build;
    expect(build).toMatch(/\btsc -b\b[^&]*\sservices\/\*\//);
    for (const service of services) {
      const file = join(ROOT, service.dir, 'tsconfig.json');
      expect(existsSync(file), `${service.dir} has no tsconfig.json (copy another service's)`).toBe(true);
      const options = JSON.parse(readFileSync(file, 'utf8')).compilerOptions ?? {};
      expect({ rootDir: options.rootDir, outDir: options.outDir }, `${service.dir}/tsconfig.json must build src into dist`).toEqual({ rootDir: 'src', outDir: 'dist' });
    }
  });

  it.each(services.map((service) => [service.name]))('%s: names its migrations so TypeORM runs them from the folder in order', (name) => {
    const dir = join(ROOT, 'services', name, 'src', 'migrations');
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir).filter((entry) => !entry.endsWith('.spec.ts'))) {
      const timestamp = /^(\d{13})-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/.exec(file)?.[1];
      expect(timestamp, `services/${name}/src/migrations/${file}: name it <13-digit timestamp>-<what-it-does>.ts`).toBeDefined();
      const classes = [...readFileSync(join(dir, file), 'utf8').matchAll(/export class (\w+)/g)].map((match) => match[1]!);
      expect(classes, `services/${name}/src/migrations/${file}: export exactly one migration class`).toHaveLength(1);
      expect(classes[0]!.endsWith(timestamp!), `${classes[0]} must end with the file's timestamp ${timestamp}`).toBe(true);
    }
  });
});
