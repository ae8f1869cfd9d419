import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RedisClientType } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../gateway-config.js';
import { SessionCookie } from './session-cookie.js';
import { sessionMiddleware } from './session.middleware.js';

const SECRET = 'session-cookie-test-secret-0123456789abcdef';

/** Just what connect-redis and the middleware use of Redis, in memory. */
function memoryRedis(): RedisClientType {
  const data = new Map<string, string>();
  return {
    isReady: true,
    get: async (key: string) => data.get(key) ?? null,
    set: async (key: string, value: string) => void data.set(key, value),
    del: async (key: string) => Number(data.delete(key)),
    expire: async () => 1,
  } as unknown as RedisClientType;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The gateway's session middleware behind a loopback proxy; POST /api/touch stores something, so the cookie is set. */
async function gatewayWith(env: Partial<GatewayConfig>): Promise<string> {
  const config = { SESSION_SECRET: SECRET, SESSION_TTL_HOURS: 24, ...env } as GatewayConfig;
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(sessionMiddleware(config, memoryRedis()));
  app.post('/api/touch', (req, res) => {
    req.session.signedInAt = 1;
    res.json({ ok: true });
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function sessionSetCookie(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await fetch(`${url}/api/touch`, { method: 'POST', headers });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

describe('the session cookie', () => {
  it('is __Host-studyforge.sid in production: Secure, Path=/, HttpOnly, SameSite=Lax and no Domain', async () => {
    const url = await gatewayWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://study.example.edu' });
    const [cookie, ...others] = await sessionSetCookie(url, { 'x-forwarded-proto': 'https' });
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-studyforge\.sid=s%3A[^;]+;/);
    const attributes = cookie!.split(';').slice(1).map((part) => part.trim());
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes.some((part) => /^Domain=/i.test(part))).toBe(false);
  });

  it('is never set in production without Secure, so never over plain http (a __Host- cookie must be Secure)', async () => {
    const url = await gatewayWith({ NODE_ENV: 'production' });
    expect(await sessionSetCookie(url)).toEqual([]);
  });

  it('keeps its plain name in development and tests, Secure only over HTTPS', async () => {
    const url = await gatewayWith({ NODE_ENV: 'test' });
    const [plain] = await sessionSetCookie(url);
    expect(plain).toMatch(/^studyforge\.sid=/);
    expect(plain).not.toMatch(/Secure/i);
    const [overTls] = await sessionSetCookie(url, { 'x-forwarded-proto': 'https' });
    expect(overTls).toMatch(/^studyforge\.sid=.*; Secure/);
  });

  it('keeps its plain name in production served over plain http (PUBLIC_URL http://, as Compose on localhost)', () => {
    expect(new SessionCookie({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).name).toBe('studyforge.sid');
    expect(new SessionCookie({ NODE_ENV: 'production', PUBLIC_URL: 'https://study.example.edu' }).name).toBe('__Host-studyforge.sid');
    expect(new SessionCookie({ NODE_ENV: 'production', PUBLIC_URL: undefined }).name).toBe('__Host-studyforge.sid');
    expect(new SessionCookie({ NODE_ENV: 'development', PUBLIC_URL: 'https://study.example.edu' }).name).toBe('studyforge.sid');
  });

  it('is forgotten with the attributes it was set with, so a __Host- cookie really goes', async () => {
    const app = express();
    const cookie = new SessionCookie({ NODE_ENV: 'production', PUBLIC_URL: 'https://study.example.edu' });
    app.get('/bye', (_req, res) => {
      cookie.clear(res);
      res.end();
    });
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/bye`);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-studyforge\.sid=; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)]);
  });
});
