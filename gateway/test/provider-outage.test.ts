import { providerSignInErrorRedirect } from '@studyforge/contracts';
import { freePort } from '@studyforge/scripts';
import { answerFromProvider, arriveAtCallback, call, startExtraGateway, startTestIdentityProvider, type TestIdentityProvider } from '@studyforge/test-support';
import { describe, expect, it } from 'vitest';

describe('a sign-in provider that is down', () => {
  it('does not stop the gateway: its button answers "unavailable" until the provider is back, then signs in', async () => {
    const [port, providerPort] = [await freePort(), await freePort()];
    const url = `http://localhost:${port}`;
    const client = { clientId: 'studyforge-google', clientSecret: 'outage-test-client-secret' };
    const gateway = await startExtraGateway(port, {
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${providerPort}`,
    });
    let provider: TestIdentityProvider | null = null;
    try {
      expect((await call('/api/health', { baseUrl: url })).status).toBe(200);
      expect((await call('/api/auth/providers', { baseUrl: url })).body.google).toEqual({ configured: true, label: 'Continue with Google' });
      const started = Date.now();
      const down = await call('/api/auth/google', { baseUrl: url });
      expect(down.status).toBe(302);
      expect(down.headers.get('location')).toBe(providerSignInErrorRedirect('provider-unavailable'));
      expect(Date.now() - started).toBeLessThan(9000);

      provider = await startTestIdentityProvider({
        ...client,
        redirectUris: [`${url}/api/auth/google/callback`],
        claimsInIdToken: true,
        port: providerPort,
      });
      const answer = await answerFromProvider(url, '/api/auth/google', `back.online.${providerPort}@example.edu`);
      expect((await arriveAtCallback(answer.callbackUrl, answer.cookie)).location).toBe('/dashboard');
    } finally {
      await gateway.stop();
      await provider?.stop();
    }
  });
});
