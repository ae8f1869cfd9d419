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
    expect(loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MEDIA_LINK_SECRET: 'y'.repeat(32), S3_SECRET_KEY: 'z'.repeat(32), NATS_USER: 'gateway', NATS_PASS: 'an-own-nats-password' }).SESSION_SECRET).toBe('x'.repeat(32));
  });

  it('verifies audio links with the media link secret the services sign them with, required in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/MEDIA_LINK_SECRET: is required in production/);
    expect(loadGatewayConfig({ MEDIA_LINK_SECRET: 'y'.repeat(32) }).MEDIA_LINK_SECRET).toBe('y'.repeat(32));
    expect(loadGatewayConfig({}).MEDIA_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('holds the books settings, a blank one taking its default, and refuses a bad one', () => {
    expect(loadGatewayConfig({ BOOKS_SOURCE: 'open-library', AFFILIATE_TAG: 'campus-21' })).toMatchObject({ BOOKS_SOURCE: 'open-library', AFFILIATE_TAG: 'campus-21' });
    expect(loadGatewayConfig({ BOOKS_SOURCE: '', AFFILIATE_TAG: '' })).toMatchObject({ BOOKS_SOURCE: 'catalogue', AFFILIATE_TAG: 'studyforge-20' });
    expect(() => loadGatewayConfig({ BOOKS_SOURCE: 'goodreads' })).toThrow(/BOOKS_SOURCE/);
    expect(() => loadGatewayConfig({ AFFILIATE_TAG: 'bad tag&x=1' })).toThrow(/AFFILIATE_TAG/);
  });

  it('reads PORT from the environment and rejects nonsense', () => {
    expect(loadGatewayConfig({ PORT: '8080' }).PORT).toBe(8080);
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a trust-proxy setting Express cannot read, and trusting every client in production, with one line', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MEDIA_LINK_SECRET: 'y'.repeat(32), S3_SECRET_KEY: 'z'.repeat(32), NATS_USER: 'gateway', NATS_PASS: 'an-own-nats-password' };
    expect(() => loadGatewayConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true believes X-Forwarded-For from every client/);
    expect(loadGatewayConfig({ ...production, TRUST_PROXY: '172.31.250.2' }).TRUST_PROXY).toBe('172.31.250.2');
    expect(loadGatewayConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe('true');
    for (const typo of ['10.0.0.0/33', 'nginx', 'uniquelocal,,proxy', ' ']) {
      expect(() => loadGatewayConfig({ TRUST_PROXY: typo }), typo).toThrow(/TRUST_PROXY: must name the proxy/);
    }
  });

  it('understands the trust-proxy forms Express accepts', () => {
    expect(trustProxySetting('loopback')).toEqual(['loopback']);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('false')).toBe(false);
  });
});
