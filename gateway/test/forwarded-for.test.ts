import { freePort, type Stack } from '@studyforge/scripts';
import { newStudent, startExtraGateway, testIp } from '@studyforge/test-support';
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A gateway of its own that, as Compose's does, believes X-Forwarded-For from its proxy's address alone: here
 * 127.0.0.2 (every 127.x.y.z is this machine's loopback, so a test can connect from the proxy's address or from
 * another). Three sign-in attempts per client IP, so the limit shows at the fourth.
 */
const PROXY = '127.0.0.2';
let gateway: Stack;
let port: number;

beforeAll(async () => {
  port = await freePort();
  gateway = await startExtraGateway(port, { TRUST_PROXY: PROXY, SIGNIN_LIMIT_PER_IP: '3' });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
});

/** A failed sign-in (an address nobody has), sent from `from` with the X-Forwarded-For it claims; its status. */
function signInFrom(from: string, forwardedFor: string): Promise<number> {
  const { email } = newStudent();
  const body = JSON.stringify({ email, password: 'WrongPassw0rd' });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/signin',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A loopback address of this test alone, never the proxy's: a direct client that reached the gateway around its proxy. */
const strangerAddress = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(3, 250)}`;

describe('X-Forwarded-For', () => {
  it('is ignored from a peer that is not the proxy: a forged address per attempt does not lift the per-IP limit', async () => {
    const stranger = strangerAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await signInFrom(stranger, testIp()));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("is believed from the proxy: each client it names has a limit of its own, and the proxy's own address is not limited", async () => {
    const client = testIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await signInFrom(PROXY, client));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await signInFrom(PROXY, testIp())).toBe(401);
    // A client cannot prepend an address of its choice either: the proxy's own hop is the one believed.
    expect(await signInFrom(PROXY, `${testIp()}, ${client}`)).toBe(429);
  });
});
