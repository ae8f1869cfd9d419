import { defineEndpoint, jsonReply } from '@studyforge/contracts';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedOriginsEnvSchema, originCheck, pathPattern } from './origin-check.js';

const endpoints = {
  changeThing: defineEndpoint({ method: 'POST', path: '/api/things', auth: 'public', reply: jsonReply(z.object({}), 'ok'), summary: 's', tag: 'T', errors: [] }),
  signOut: defineEndpoint({ method: 'GET', path: '/api/logout', auth: 'public', changesState: true, reply: jsonReply(z.object({}), 'ok'), summary: 's', tag: 'T', errors: [] }),
  providerWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/webhooks/{provider}',
    auth: 'public',
    origin: 'any',
    reply: jsonReply(z.object({}), 'ok'),
    summary: 's',
    tag: 'T',
    errors: [],
  }),
};

let base = '';
let close: () => void = () => undefined;
beforeAll(async () => {
  const app = express();
  app.use(originCheck({ publicUrl: 'https://studyforge.example/app', allowedOrigins: ['https://partner.example'], endpoints }));
  app.all('/{*rest}', (_req, res) => res.json({ passed: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const send = (path: string, method: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method, headers });

describe('the cross-site check', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from a foreign Origin with 403 and says why', async (method) => {
    const answer = await send('/api/things', method, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This request came from another site (https://evil.example) and was refused: StudyForge only accepts changes made from its own pages.',
    });
  });

  it('refuses an opaque origin and a cross-site or same-site fetch without Origin', async () => {
    expect((await send('/api/things', 'POST', { origin: 'null' })).status).toBe(403);
    expect((await send('/api/things', 'POST', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('/api/things', 'POST', { 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it("passes PUBLIC_URL's origin, ALLOWED_ORIGINS, the addressed origin and same-origin fetches", async () => {
    expect((await send('/api/things', 'POST', { origin: 'https://studyforge.example' })).status).toBe(200);
    expect((await send('/api/things', 'POST', { origin: 'https://partner.example' })).status).toBe(200);
    expect((await send('/api/things', 'POST', { origin: base })).status).toBe(200);
    expect((await send('/api/things', 'POST', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send('/api/things', 'POST', { 'sec-fetch-site': 'none' })).status).toBe(200);
  });

  it('checks a GET declared changesState (the sign-out) as well, also when sent as HEAD', async () => {
    expect((await send('/api/logout', 'GET', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('/api/logout', 'HEAD', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('/api/logout', 'GET', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send('/api/logout', 'GET', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await send('/api/logout', 'GET', {})).status).toBe(200);
  });

  it('passes a request without Origin or Sec-Fetch-Site (not a browser) and every read', async () => {
    expect((await send('/api/things', 'POST', {})).status).toBe(200);
    expect((await send('/api/things', 'GET', { origin: 'https://evil.example' })).status).toBe(200);
  });

  it("passes any site's call to an endpoint declared origin: 'any' (authenticated by signature), and only there", async () => {
    expect((await send('/api/webhooks/stripe', 'POST', { origin: 'https://hooks.stripe.example' })).status).toBe(200);
    expect((await send('/api/webhooks/stripe/extra', 'POST', { origin: 'https://hooks.stripe.example' })).status).toBe(403);
    expect((await send('/api/webhooks/stripe', 'DELETE', { origin: 'https://hooks.stripe.example' })).status).toBe(403);
  });
});

describe('pathPattern', () => {
  it('matches one segment per parameter', () => {
    expect(pathPattern('/api/jobs/{id}/events').test('/api/jobs/abc/events')).toBe(true);
    expect(pathPattern('/api/jobs/{id}/events').test('/api/jobs/a/b/events')).toBe(false);
    expect(pathPattern('/api/a.b').test('/api/axb')).toBe(false);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is a validated comma-separated list of origins, empty when unset or blank', () => {
    expect(allowedOriginsEnvSchema.parse({}).ALLOWED_ORIGINS).toEqual([]);
    expect(allowedOriginsEnvSchema.parse({ ALLOWED_ORIGINS: '' }).ALLOWED_ORIGINS).toEqual([]);
    expect(allowedOriginsEnvSchema.parse({ ALLOWED_ORIGINS: 'https://a.example/, http://localhost:5173' }).ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    const bad = allowedOriginsEnvSchema.safeParse({ ALLOWED_ORIGINS: 'ftp://x.example' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('must be an http(s) origin such as https://studyforge.example');
  });
});
