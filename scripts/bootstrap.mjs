#!/usr/bin/env node
// The one entry behind `npm start`, `npm test` and `npm run bench`. It runs before any dependency is
// installed, so it is plain JavaScript: install when missing or stale, build, then hand over to the
// compiled TypeScript in scripts/dist (or bench/dist).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const [mode, ...rest] = process.argv.slice(2);
const entries = {
  start: 'scripts/dist/start.js',
  test: 'scripts/dist/test.js',
  reliability: 'scripts/dist/reliability.js',
  bench: 'bench/dist/run-bench.js',
};

function fail(message) {
  process.stderr.write(`\n${message}\n`);
  if (mode === 'test') process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`StudyForge needs Node.js 20.19 or newer; this is ${process.version}.`);
if (!entries[mode]) fail(`usage: node scripts/bootstrap.mjs ${Object.keys(entries).join('|')}`);

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`${what} failed (exit code ${result.status ?? result.signal}); see the output above.`);
}

/** npm ci when node_modules is missing or was installed from another lock file. */
function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.studyforge-install');
  const fingerprint = createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .update(readFileSync(join(root, 'package.json')))
    .digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return;
  process.stdout.write('Installing dependencies...\n');
  run('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'], 'Installing dependencies');
  writeFileSync(marker, fingerprint);
}

ensureInstalled();
process.stdout.write('Building...\n');
run('npm', ['run', '--silent', 'build'], 'The build');

const child = spawn(process.execPath, [join(root, entries[mode]), ...rest], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
