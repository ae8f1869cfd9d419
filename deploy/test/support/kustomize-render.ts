/**
 * Renders a kustomization the way `kubectl kustomize` does, for the features deploy/k8s uses, so the
 * deploy test can check the Deployments as the cluster receives them without kubectl installed:
 * resources (files and kustomization folders), components, JSON 6902 patches (`add`, `replace`,
 * `remove`) with targets by kind, name and label selector, and `images`. The namespace, `labels` and
 * the generators touch no Deployment spec and are left out; any other field fails the render, so this
 * never silently disagrees with kustomize (deploy-config.spec.ts also compares it with kubectl's).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

type Json = any; // parsed YAML

interface PatchEntry {
  path?: string;
  patch?: string;
  target?: { kind?: string; name?: string; labelSelector?: string };
}

interface Operation {
  op: string;
  path: string;
  value?: Json;
}

const NOT_APPLIED = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'configMapGenerator', 'secretGenerator']);
const APPLIED = new Set(['resources', 'components', 'patches', 'images']);

export function renderKustomization(dir: string): Json[] {
  const kustomization = readYaml(join(dir, 'kustomization.yaml'));
  for (const field of Object.keys(kustomization)) {
    if (!APPLIED.has(field) && !NOT_APPLIED.has(field)) throw new Error(`${dir}/kustomization.yaml: renderKustomization does not know "${field}"`);
  }
  const objects: Json[] = (kustomization.resources ?? []).flatMap((resource: string) => {
    const path = join(dir, resource);
    return statSync(path).isDirectory() ? renderKustomization(path) : readDocuments(path);
  });
  for (const component of kustomization.components ?? []) {
    const componentDir = join(dir, component);
    const definition = readYaml(join(componentDir, 'kustomization.yaml'));
    const unknown = Object.keys(definition).filter((field) => !['apiVersion', 'kind', 'patches'].includes(field));
    if (unknown.length > 0) throw new Error(`${componentDir}: renderKustomization does not know ${unknown.join(', ')}`);
    applyPatches(objects, componentDir, definition.patches ?? []);
  }
  applyPatches(objects, dir, kustomization.patches ?? []);
  for (const image of kustomization.images ?? []) setImage(objects, image);
  return objects;
}

function readYaml(path: string): Json {
  return parse(readFileSync(path, 'utf8'));
}

function readDocuments(path: string): Json[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => document.toJS())
    .filter(Boolean);
}

function applyPatches(objects: Json[], dir: string, patches: PatchEntry[]): void {
  for (const entry of patches) {
    const operations: unknown = entry.path ? readYaml(join(dir, entry.path)) : parse(entry.patch ?? '');
    if (!Array.isArray(operations)) throw new Error(`${dir}: only JSON 6902 patches (a list of operations) are rendered`);
    const targets = objects.filter((object) => matches(object, entry.target ?? {}));
    if (targets.length === 0) throw new Error(`${dir}: a patch matches nothing (${JSON.stringify(entry.target)})`);
    for (const object of targets) for (const operation of operations as Operation[]) apply(object, operation);
  }
}

function matches(object: Json, target: NonNullable<PatchEntry['target']>): boolean {
  if (target.kind && object.kind !== target.kind) return false;
  if (target.name && object.metadata?.name !== target.name) return false;
  const selector = (target.labelSelector ?? '').split(',').filter(Boolean);
  return selector.every((pair) => {
    const [key, value] = pair.split('=');
    return object.metadata?.labels?.[key!.trim()] === value?.trim();
  });
}

function apply(object: Json, operation: Operation): void {
  const tokens = operation.path
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop()!;
  let parent = object;
  for (const token of tokens) {
    parent = parent?.[Array.isArray(parent) ? Number(token) : token];
    if (parent === undefined) throw new Error(`${object.metadata?.name}: ${operation.op} ${operation.path}: no parent`);
  }
  const value = structuredClone(operation.value);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (operation.op === 'add') parent.splice(index, 0, value);
    else if (operation.op === 'replace' && index < parent.length) parent[index] = value;
    else if (operation.op === 'remove' && index < parent.length) parent.splice(index, 1);
    else throw new Error(`${object.metadata?.name}: cannot ${operation.op} ${operation.path}`);
    return;
  }
  if (operation.op === 'add') parent[last] = value;
  else if (operation.op === 'replace' && last in parent) parent[last] = value;
  else if (operation.op === 'remove' && last in parent) delete parent[last];
  else throw new Error(`${object.metadata?.name}: cannot ${operation.op} ${operation.path}`);
}

function setImage(objects: Json[], image: { name: string; newName?: string; newTag?: string }): void {
  for (const object of objects) {
    for (const container of object.spec?.template?.spec?.containers ?? []) {
      if (String(container.image).split(':')[0] !== image.name) continue;
      const name = image.newName ?? image.name;
      container.image = image.newTag ? `${name}:${image.newTag}` : name;
    }
  }
}
