import { createRequire } from 'node:module';

/**
 * Module hooks for a thread started from TypeScript sources (vitest runs the service from src/, the
 * build runs dist/*.js and never uses this): relative "./x.js" imports of a .ts module find "./x.ts",
 * and .ts files are compiled by the TypeScript compiler on load. Kept in JavaScript text because the
 * hooks are registered before anything else in the thread can be imported.
 */
const HOOKS = `
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
let typescript;
export async function initialize(data) {
  typescript = createRequire(data.typescriptPath)(data.typescriptPath);
}
export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = typescript.transpileModule(readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: typescript.ModuleKind.ESNext, target: typescript.ScriptTarget.ES2022, sourceMap: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}`;

/** Where to start a thread whose entry is `entry` (the URL of a .ts or .js module next to the caller). */
export interface ThreadStart {
  /** CommonJS code for `new Worker(code, { eval: true })`. */
  code: string;
  workerData: { entry: string; hooks: string | null; typescriptPath: string | null };
}

const BOOTSTRAP = `
const { register } = require('node:module');
const { workerData } = require('node:worker_threads');
if (workerData.start.hooks) {
  register('data:text/javascript,' + encodeURIComponent(workerData.start.hooks), { data: { typescriptPath: workerData.start.typescriptPath } });
}
import(workerData.start.entry);`;

/** How to start a thread on `entry`: directly when it is compiled JavaScript, through the hooks above when it is TypeScript. */
export function threadStart(entry: URL): ThreadStart {
  const fromSource = entry.pathname.endsWith('.ts');
  return {
    code: BOOTSTRAP,
    workerData: {
      entry: entry.href,
      hooks: fromSource ? HOOKS : null,
      typescriptPath: fromSource ? createRequire(entry).resolve('typescript') : null,
    },
  };
}
