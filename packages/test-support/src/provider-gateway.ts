import { freePort, startStack, type Stack } from '@studyforge/scripts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestIdentityProvider, type TestIdentityProvider } from './identity-provider.js';
import { afterAll, beforeAll } from 'vitest';

/** The text the hosted platform's button gets on the provider gateway. */
export const TEST_OIDC_BUTTON_LABEL = 'Continue with Campus Cloud';

export interface ProviderGateway {
  /** The gateway's address, which is also its PUBLIC_URL. */
  url: string;
  google: TestIdentityProvider;
  hosted: TestIdentityProvider;
  stop(): Promise<void>;
}

/**
 * A second gateway beside the test run's stack (its services, database, Redis and NATS), configured with
 * two local OpenID providers: one stands in for Google (GOOGLE_ISSUER_URL), one for the hosted platform
 * (OIDC_ISSUER_URL). The main stack keeps no provider configured, as `npm start` does.
 */
export async function startProviderGateway(): Promise<ProviderGateway> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const google = await startTestIdentityProvider({
    clientId: 'studyforge-google',
    redirectUris: [`${url}/api/auth/google/callback`],
    claimsInIdToken: true,
  });
  const hosted = await startTestIdentityProvider({
    clientId: 'studyforge-hosted',
    redirectUris: [`${url}/api/callback`],
    claimsInIdToken: false,
  });
  let stack: Stack;
  try {
    stack = await startExtraGateway(port, {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER_URL: google.issuer,
      OIDC_ISSUER_URL: hosted.issuer,
      OIDC_CLIENT_ID: hosted.clientId,
      OIDC_CLIENT_SECRET: hosted.clientSecret,
      OIDC_BUTTON_LABEL: TEST_OIDC_BUTTON_LABEL,
    });
  } catch (error) {
    await Promise.all([google.stop(), hosted.stop()]);
    throw error;
  }
  return {
    url,
    google,
    hosted,
    async stop() {
      await stack.stop();
      await Promise.all([google.stop(), hosted.stop()]);
    },
  };
}

/** One more gateway process on `port`, beside the test run's stack (its services, Redis and NATS), with these settings. */
export function startExtraGateway(port: number, env: Record<string, string>): Promise<Stack> {
  return startStack({
    infraEnv: {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: process.env.REDIS_URL!,
      NATS_URL: process.env.NATS_URL!,
      S3_ENDPOINT: process.env.S3_ENDPOINT!,
    },
    port,
    sessionSecret: 'provider-gateway-test-session-secret-0123456789',
    output: { kind: 'files', dir: join(process.env.STUDYFORGE_SCRATCH ?? mkdtempSync(join(tmpdir(), 'studyforge-')), `gateway-${port}`) },
    extraEnv: { NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    only: ['gateway'],
    supervise: false,
  });
}

/** A gateway that answers every generation with 202 at once (GENERATION_SYNC_WAIT_MS=0), beside the test run's stack. */
export async function startGatewayAcceptingAtOnce(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const stack = await startExtraGateway(port, { GENERATION_SYNC_WAIT_MS: '0' });
  return { url: `http://localhost:${port}`, stop: () => stack.stop() };
}

/** Starts a gateway accepting at once before the file's tests and stops it after them; its `url` is read inside a test. */
export function useGatewayAcceptingAtOnce(): { readonly url: string } {
  let gateway: Awaited<ReturnType<typeof startGatewayAcceptingAtOnce>> | undefined;
  beforeAll(async () => {
    gateway = await startGatewayAcceptingAtOnce();
  }, 120_000);
  afterAll(async () => {
    await gateway?.stop();
  });
  return {
    get url() {
      if (!gateway) throw new Error('the accepting gateway is not started yet: read its url inside a test');
      return gateway.url;
    },
  };
}
