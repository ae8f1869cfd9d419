#!/usr/bin/env node
// Lists the repository's npm workspaces (directories relative to the root), read from the root
// package.json so the Dockerfile never needs editing when a workspace is added.
//
//   node deploy/workspaces.mjs [--runtime] [--flags] [--root DIR]
//
//   --runtime  only the workspaces the runtime image needs: gateway, packages/*, services/*
//              (the frontend ships as static files; scripts, e2e and bench are dev tooling)
//   --flags    print `--workspace=<dir> ...` on one line, for `npm ci`
//   --root     repository root (default: the current directory)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const rootIndex = args.indexOf('--root');
const root = resolve(rootIndex >= 0 ? args[rootIndex + 1] ?? '.' : '.');

const isRuntimeWorkspace = (dir) => dir === 'gateway' || /^(packages|services)\/[^/]+$/.test(dir);

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

const selected = args.includes('--runtime') ? dirs.filter(isRuntimeWorkspace) : dirs;
if (args.includes('--flags')) process.stdout.write(`${selected.map((dir) => `--workspace=${dir}`).join(' ')}\n`);
else if (selected.length > 0) process.stdout.write(`${selected.join('\n')}\n`);

function exists(path) {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
