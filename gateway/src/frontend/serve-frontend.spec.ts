import { SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontend } from './serve-frontend.js';

const SESSION_COOKIE = 'studyforge.sid';

describe('serveFrontend: the page at /', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'serve-frontend-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<p>app</p>');
    writeFileSync(join(dist, 'landing.html'), '<p>landing</p>');
    const app = express();
    app.use(serveFrontend(dist, SESSION_COOKIE));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pageAt = async (path: string, cookie?: string) => (await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} })).text();

  it('is the prerendered landing page for a browser with neither the signed-in hint nor a session', async () => {
    expect(await pageAt('/')).toBe('<p>landing</p>');
    expect(await pageAt('/', 'other=1')).toBe('<p>landing</p>');
  });

  it('is the app with the signed-in hint', async () => {
    expect(await pageAt('/', `${SIGNED_IN_HINT_COOKIE}=1`)).toBe('<p>app</p>');
  });

  it('is the app with a session cookie but no hint (a session older than the hint never sees the landing page)', async () => {
    expect(await pageAt('/', `other=1; ${SESSION_COOKIE}=s%3Aabc`)).toBe('<p>app</p>');
  });

  it('is the app at other addresses whatever the cookies', async () => {
    expect(await pageAt('/dashboard')).toBe('<p>app</p>');
  });
});
