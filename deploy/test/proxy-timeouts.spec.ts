/**
 * The proxies in front of the gateway and the gateway's own waits agree: every proxy cuts a silent request at
 * PROXY_READ_TIMEOUT_SECONDS (the progress streams under /api/jobs/ excepted, which send a comment every 15 s), and no
 * deployment lets the gateway hold a request for a job or a service longer than MAX_REQUEST_WAIT_MS.
 *
 *   npx vitest run --project unit deploy/test/proxy-timeouts.spec.ts
 */
import { MAX_REQUEST_WAIT_MS, PROXY_READ_TIMEOUT_SECONDS } from '@studyforge/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parseDocument } from 'yaml';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The directives of one `location <path> { … }` block of the nginx configuration (or of the server block for null). */
function nginxDirectives(config: string, location: string | null): Map<string, string> {
  const uncommented = config.replace(/#.*$/gm, '');
  const server = uncommented.slice(uncommented.indexOf('server {'));
  let block: string;
  if (location === null) {
    block = server.replace(/location[^{]*\{[^}]*\}/g, '');
  } else {
    const match = server.match(new RegExp(`location\\s+${location.replace(/[/.]/g, '\\$&')}\\s*\\{([^}]*)\\}`));
    expect(match, `deploy/nginx has a location ${location}`).toBeTruthy();
    block = match![1]!;
  }
  return new Map([...block.matchAll(/^\s*([a-z_]+)\s+([^;]+);/gm)].map(([, name, value]) => [name!, value!.trim()]));
}

const seconds = (value: string) => (value.endsWith('h') ? Number(value.slice(0, -1)) * 3600 : Number(value.replace(/s$/, '')));

describe('proxy timeouts', () => {
  it(`deploy/nginx cuts a silent request at ${PROXY_READ_TIMEOUT_SECONDS} s, the job progress streams excepted`, () => {
    const config = read('deploy/nginx/studyforge.conf');
    const server = nginxDirectives(config, null);
    const root = nginxDirectives(config, '/');
    const readTimeout = root.get('proxy_read_timeout') ?? server.get('proxy_read_timeout');
    expect(readTimeout, 'proxy_read_timeout of location /').toBeDefined();
    expect(seconds(readTimeout!)).toBe(PROXY_READ_TIMEOUT_SECONDS);
    expect(seconds(nginxDirectives(config, '/api/jobs/').get('proxy_read_timeout')!)).toBeGreaterThan(PROXY_READ_TIMEOUT_SECONDS);
  });

  it(`the Kubernetes ingress says the same ${PROXY_READ_TIMEOUT_SECONDS} s for everything but /api/jobs/`, () => {
    const ingresses = parseAllDocuments(read('deploy/k8s/base/ingress.yaml')).map((doc) => doc.toJS());
    const main = ingresses.find((ingress) => ingress.metadata.name === 'gateway');
    expect(Number(main.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBe(PROXY_READ_TIMEOUT_SECONDS);
  });

  it(`no deployment lets the gateway wait longer than ${MAX_REQUEST_WAIT_MS} ms for a job or a service`, () => {
    const kustomization = parseDocument(read('deploy/k8s/base/kustomization.yaml')).toJS();
    const literals: string[] = kustomization.configMapGenerator.flatMap((map: { literals?: string[] }) => map.literals ?? []);
    const compose = read('docker-compose.yml');
    for (const name of ['GENERATION_SYNC_WAIT_MS', 'RPC_TIMEOUT_MS']) {
      const inKubernetes = literals.find((literal) => literal.startsWith(`${name}=`));
      expect(inKubernetes, `${name} in the Kubernetes config map`).toBeDefined();
      expect(Number(inKubernetes!.split('=')[1])).toBeLessThanOrEqual(MAX_REQUEST_WAIT_MS);
      const inCompose = compose.match(new RegExp(`${name}: \\$\\{${name}:-(\\d+)\\}`));
      expect(inCompose, `${name} in docker-compose.yml`).toBeTruthy();
      expect(Number(inCompose![1])).toBeLessThanOrEqual(MAX_REQUEST_WAIT_MS);
    }
  });
});
