import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, trustProxySetting } from './gateway-config.js';

describe('gateway config', () => {
  it('runs on port 3000 with a development session secret by default', () => {
    const config = loadGatewayConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without a session secret of at least 32 characters', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET).toBe('x'.repeat(32));
  });

  it('reads PORT from the environment and rejects nonsense', () => {
    expect(loadGatewayConfig({ PORT: '8080' }).PORT).toBe(8080);
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('understands the trust-proxy forms Express accepts', () => {
    expect(trustProxySetting('loopback')).toEqual(['loopback']);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('false')).toBe(false);
  });
});
