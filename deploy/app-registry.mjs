#!/usr/bin/env node
// The one list of StudyForge's processes, read from the services/ folder. Every folder in services/ is
// a service whose package.json names its processes and their entry files:
//
//   "studyforge": { "entries": { "generation": "dist/main.js", "generation-worker": "dist/worker.js" } }
//
// The gateway comes last. `npm start` and `npm test` (scripts/src/stack), the container entrypoint
// (deploy/docker-entrypoint.sh), the deploy test and the contracts self-check read the list here.
//
//   node deploy/app-registry.mjs list [--root DIR]          every app name, on one line
//   node deploy/app-registry.mjs entry APP [--root DIR]     APP's entry file, relative to the root
//
// Plain JavaScript: the container image runs it as it is (types: app-registry.d.mts).
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export class AppRegistryError extends Error {
  /** @param {string} message @param {'UNKNOWN_APP' | 'INVALID_MANIFEST'} code */
  constructor(message, code) {
    super(message);
    this.name = 'AppRegistryError';
    this.code = code;
  }
}

export const GATEWAY_APP = Object.freeze({ name: 'gateway', entry: 'gateway/dist/main.js', service: null });

const APP_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ENTRY_FILE = /^dist\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.js$/;

/** Every folder in services/, sorted by name, with the apps its package.json declares. */
export function readServices(root) {
  const servicesDir = join(root, 'services');
  if (!existsSync(servicesDir)) return [];
  const services = readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readService(root, entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const seen = new Map([[GATEWAY_APP.name, 'the gateway']]);
  for (const service of services) {
    for (const app of service.apps) {
      const owner = seen.get(app.name);
      if (owner) throw new AppRegistryError(`${service.dir}/package.json: app "${app.name}" is already declared by ${owner}`, 'INVALID_MANIFEST');
      seen.set(app.name, `${service.dir}/package.json`);
    }
  }
  return services;
}

/** Every process, services first (in folder order, each service's own process before its others), then the gateway. */
export function readApps(root) {
  return [...readServices(root).flatMap((service) => service.apps), { ...GATEWAY_APP }];
}

/** The app called `name`, or an error that lists the apps there are. */
export function resolveApp(root, name) {
  const apps = readApps(root);
  const app = apps.find((candidate) => candidate.name === name);
  if (app) return app;
  const names = apps.map((candidate) => candidate.name).join(' ');
  const owner = apps.find((candidate) => candidate.service && name.startsWith(`${candidate.service}-`));
  const hint = owner
    ? `: services/${owner.service}/package.json declares ${apps.filter((a) => a.service === owner.service).map((a) => a.name).join(', ')} only`
    : '';
  throw new AppRegistryError(`unknown app "${name}"${hint} (expected one of: ${names})`, 'UNKNOWN_APP');
}

function readService(root, name) {
  const dir = `services/${name}`;
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) {
    throw new AppRegistryError(`${dir} has no package.json: every folder in services/ is a service (see services/README.md)`, 'INVALID_MANIFEST');
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new AppRegistryError(`${dir}/package.json is not valid JSON (${error instanceof Error ? error.message : error})`, 'INVALID_MANIFEST');
  }
  const entries = manifest?.studyforge?.entries;
  const example = `"studyforge": { "entries": { "${name}": "dist/main.js" } }`;
  if (!entries || typeof entries !== 'object' || Array.isArray(entries)) {
    throw new AppRegistryError(`${dir}/package.json declares no processes: add ${example}`, 'INVALID_MANIFEST');
  }
  if (!Object.hasOwn(entries, name)) {
    throw new AppRegistryError(`${dir}/package.json: "studyforge.entries" must name the service's own process "${name}", as in ${example}`, 'INVALID_MANIFEST');
  }
  const names = [name, ...Object.keys(entries).filter((app) => app !== name)];
  const apps = names.map((app) => {
    if (!APP_NAME.test(app) || (app !== name && !app.startsWith(`${name}-`))) {
      throw new AppRegistryError(`${dir}/package.json: process "${app}" must be called "${name}" or "${name}-<role>" (lower case letters, digits, hyphens)`, 'INVALID_MANIFEST');
    }
    const entry = entries[app];
    if (typeof entry !== 'string' || !ENTRY_FILE.test(entry) || entry.includes('..')) {
      throw new AppRegistryError(`${dir}/package.json: the entry of "${app}" must be a .js file under dist/, such as "dist/main.js" (not ${JSON.stringify(entry)})`, 'INVALID_MANIFEST');
    }
    return { name: app, entry: `${dir}/${entry}`, service: name };
  });
  return { name, dir, apps };
}

const EXIT_CODES = { UNKNOWN_APP: 64, INVALID_MANIFEST: 78 };

function main(argv) {
  const rootAt = argv.indexOf('--root');
  const root = resolve(rootAt >= 0 ? (argv[rootAt + 1] ?? '.') : '.');
  const [command, name] = rootAt >= 0 ? [...argv.slice(0, rootAt), ...argv.slice(rootAt + 2)] : argv;
  try {
    if (command === 'list' && name === undefined) process.stdout.write(`${readApps(root).map((app) => app.name).join(' ')}\n`);
    else if (command === 'entry' && name) process.stdout.write(`${resolveApp(root, name).entry}\n`);
    else {
      process.stderr.write('usage: app-registry.mjs list|entry APP [--root DIR]\n');
      process.exitCode = 64;
    }
  } catch (error) {
    if (!(error instanceof AppRegistryError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = EXIT_CODES[error.code];
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
