import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway-config.js';
import { signInProviderSettings } from './sign-in-providers-config.js';

const PUBLIC_URL = 'https://study.example.edu';
const GOOGLE = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
const HOSTED = { OIDC_ISSUER_URL: 'https://id.example.com/oidc', OIDC_CLIENT_ID: 'hosted-id', OIDC_CLIENT_SECRET: 'hosted-secret' };

describe('sign-in provider settings', () => {
  it('configure no provider by default (blank variables count as unset)', () => {
    expect(signInProviderSettings(loadGatewayConfig({}))).toEqual({ google: null, oidc: null });
    expect(signInProviderSettings(loadGatewayConfig({ GOOGLE_CLIENT_ID: '', OIDC_ISSUER_URL: '', OIDC_BUTTON_LABEL: '' }))).toEqual({ google: null, oidc: null });
  });

  it('configure Google at its public issuer and the hosted platform with its label, with callbacks under PUBLIC_URL', () => {
    const settings = signInProviderSettings(loadGatewayConfig({ ...GOOGLE, ...HOSTED, OIDC_BUTTON_LABEL: 'Continue with Campus', PUBLIC_URL: `${PUBLIC_URL}/` }));
    expect(settings.google).toMatchObject({
      issuer: new URL('https://accounts.google.com'),
      clientId: 'google-id',
      redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
      label: 'Continue with Google',
    });
    expect(settings.oidc).toMatchObject({
      issuer: new URL('https://id.example.com/oidc'),
      clientSecret: 'hosted-secret',
      redirectUri: `${PUBLIC_URL}/api/callback`,
      label: 'Continue with Campus',
    });
    expect(signInProviderSettings(loadGatewayConfig({ ...HOSTED, PUBLIC_URL })).oidc?.label).toBe('Continue with Replit');
  });

  it('refuse half a configuration, naming what is missing', () => {
    expect(() => loadGatewayConfig({ GOOGLE_CLIENT_ID: 'id', PUBLIC_URL })).toThrow(/GOOGLE_CLIENT_SECRET: Google sign-in needs both/);
    expect(() => loadGatewayConfig({ OIDC_ISSUER_URL: HOSTED.OIDC_ISSUER_URL, PUBLIC_URL })).toThrow(/OIDC_CLIENT_ID:.*\n.*OIDC_CLIENT_SECRET:/);
  });

  it('need PUBLIC_URL for the callbacks, an issuer URL, and HTTPS issuers in production', () => {
    expect(() => loadGatewayConfig(GOOGLE)).toThrow(/PUBLIC_URL: is required when Google or OIDC sign-in is configured/);
    expect(() => loadGatewayConfig({ ...HOSTED, OIDC_ISSUER_URL: 'id.example.com', PUBLIC_URL })).toThrow(/OIDC_ISSUER_URL: must be an issuer URL/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MEDIA_LINK_SECRET: 'y'.repeat(32), PUBLIC_URL };
    expect(() => loadGatewayConfig({ ...production, ...GOOGLE, GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' })).toThrow(/GOOGLE_ISSUER_URL: must be HTTPS in production/);
    expect(() => loadGatewayConfig({ ...production, ...HOSTED, OIDC_ISSUER_URL: 'http://id.example.com' })).toThrow(/OIDC_ISSUER_URL: must be HTTPS in production/);
  });
});
