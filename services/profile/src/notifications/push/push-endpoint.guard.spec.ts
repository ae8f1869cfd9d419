import { notificationMessages } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { PushEndpointGuard, type ResolveHost } from './push-endpoint.guard.js';

const dns: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.185.74', '2a00:1450:4001:80b::200a'],
  'rebound.example.com': ['142.250.185.74', '127.0.0.1'],
  'internal.example.com': ['10.0.0.5'],
  localhost: ['127.0.0.1', '::1'],
};
const resolve: ResolveHost = async (hostname) => {
  const addresses = dns[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guard = new PushEndpointGuard({ localTestService: false }, resolve);
const refusal = { code: 'VALIDATION_FAILED', message: notificationMessages.pushEndpointInvalid };

describe('PushEndpointGuard', () => {
  it('accepts a push service on a public https host, and gives the address to connect to', async () => {
    await expect(guard.check('https://fcm.googleapis.com/fcm/send/abc')).resolves.toMatchObject({ address: '142.250.185.74', family: 4 });
    await expect(guard.check('https://[2a00:1450:4001:80b::200a]/send/abc')).resolves.toMatchObject({ address: '2a00:1450:4001:80b::200a', family: 6 });
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://0x7f.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00:ec2::254]/latest',
    'https://[::ffff:7f00:1]/push',
    'https://localhost/push',
    'https://internal.example.com/push',
    'https://rebound.example.com/push',
    'https://nowhere.example.com/push',
    'not a url',
  ])('refuses %s', async (endpoint) => {
    await expect(guard.check(endpoint)).rejects.toMatchObject(refusal);
  });

  it('lets a plain-http push service on loopback stand in only when the local test service is on, and nothing more', async () => {
    const local = new PushEndpointGuard({ localTestService: true }, resolve);
    await expect(local.check('http://127.0.0.1:4567/push/abc')).resolves.toMatchObject({ address: '127.0.0.1', family: 4 });
    await expect(local.check('https://127.0.0.1:4567/push/abc')).rejects.toMatchObject(refusal);
    await expect(local.check('http://10.0.0.1/push/abc')).rejects.toMatchObject(refusal);
    await expect(guard.check('http://127.0.0.1:4567/push/abc')).rejects.toMatchObject(refusal);
  });
});
