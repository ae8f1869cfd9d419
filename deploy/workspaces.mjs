#!/usr/bin/env node
// Lists the repository's npm workspaces (directories relative to the root), read from the root
// package.json so the Dockerfile never needs editing when a workspace is added.
//
//   node deploy/workspaces.mjs [--runtime] [--flags] [--root DIR]
//
//   --runtime  only the workspaces the runtime image needs: the gateway, every services/* folder and
//              the workspace packages they depend on (through "dependencies", transitively). The
//              frontend ships as static files; scripts, e2e, bench and dev-only packages such as
//              packages/test-support stay out.
//   --flags    print `--workspace=<dir> ...` on one line, for `npm ci`
//   --root     repository root (default: the current directory)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const rootIndex = args.indexOf('--root');
const root = resolve(rootIndex >= 0 ? args[rootIndex + 1] ?? '.' : '.');

const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const patterns = Array.isArray(workspaces) ? workspaces : workspaces.packages ?? [];

const dirs = [];
for (const pattern of patterns) {
  const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
  if (clean.endsWith('/*')) {
    const parent = clean.slice(0, -2);
    for (const name of readdirSync(join(root, parent)).sort()) {
      const dir = `${parent}/${name}`;
      if (statSync(join(root, dir)).isDirectory() && exists(join(root, dir, 'package.json'))) dirs.push(dir);
    }
  } else if (clean.includes('*')) {
    process.stderr.write(`workspaces.mjs: unsupported workspace pattern "${pattern}" (use "dir" or "dir/*")\n`);
    process.exit(1);
  } else {
    dirs.push(clean);
  }
}

const selected = args.includes('--runtime') ? runtimeWorkspaces(dirs) : dirs;
if (args.includes('--flags')) process.stdout.write(`${selected.map((dir) => `--workspace=${dir}`).join(' ')}\n`);
else if (selected.length > 0) process.stdout.write(`${selected.join('\n')}\n`);

/** The apps (gateway, services/*) and every workspace reachable from them through "dependencies". */
function runtimeWorkspaces(all) {
  const manifests = new Map(all.map((dir) => [dir, JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))]));
  const dirByName = new Map([...manifests].map(([dir, manifest]) => [manifest.name, dir]));
  const needed = new Set();
  const visit = (dir) => {
    if (needed.has(dir)) return;
    needed.add(dir);
    for (const name of Object.keys(manifests.get(dir).dependencies ?? {})) {
      const dependency = dirByName.get(name);
      if (dependency) visit(dependency);
    }
  };
  for (const dir of all) if (dir === 'gateway' || dir.startsWith('services/')) visit(dir);
  return all.filter((dir) => needed.has(dir));
}

function exists(path) {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
