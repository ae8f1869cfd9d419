import { createLogger } from '@studyforge/service-kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderDiscovery, ProviderUnavailableError } from './provider-discovery.js';

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A local issuer that is down (503) until `up` is set, then serves its discovery document. */
async function flakyIssuer() {
  const state = { up: false, requests: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    if (!state.up) return res.writeHead(503).end();
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, issuer: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) };
}

function discoveryOf(issuer: URL) {
  return new ProviderDiscovery(
    { provider: 'oidc', issuer, clientId: 'client', clientSecret: 'secret', redirectUri: 'http://localhost/api/callback', label: 'Continue' },
    createLogger('gateway', 'silent'),
  );
}

describe('ProviderDiscovery', () => {
  it('asks nothing until the first sign-in, does not keep a failure, and then keeps the configuration', async () => {
    const { state, issuer } = await flakyIssuer();
    const discovery = discoveryOf(issuer);
    expect(state.requests).toBe(0);
    await expect(discovery.configuration()).rejects.toBeInstanceOf(ProviderUnavailableError);
    state.up = true;
    const config = await discovery.configuration();
    expect(config.serverMetadata().authorization_endpoint).toBe(`${issuer.origin}/auth`);
    const asked = state.requests;
    expect(await discovery.configuration()).toBe(config);
    expect(state.requests).toBe(asked);
  });

  it('answers "unavailable" for an issuer nobody listens on, without hanging', async () => {
    const { issuer } = await flakyIssuer();
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const started = Date.now();
    await expect(discoveryOf(issuer).configuration()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(9000);
  });
});
