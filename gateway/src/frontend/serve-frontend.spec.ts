import { SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf, serveFrontend } from './serve-frontend.js';

const SESSION_COOKIE = 'studyforge.sid';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-frontend-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<p>app</p>');
  writeFileSync(join(dist, 'landing.html'), '<p>landing</p>');
  writeFileSync(join(dist, 'app-shell.html'), '<p>shell</p>');
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

const answerAt = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
const pageAt = async (path: string, cookie?: string) => (await answerAt(path, cookie)).text();

describe('serveFrontend: the page at /', () => {

  it('is the prerendered landing page for a browser with neither the signed-in hint nor a session', async () => {
    expect(await pageAt('/')).toBe('<p>landing</p>');
    expect(await pageAt('/', 'other=1')).toBe('<p>landing</p>');
  });

  it('is the prerendered signed-in shell with the signed-in hint', async () => {
    expect(await pageAt('/', `${SIGNED_IN_HINT_COOKIE}=1`)).toBe('<p>shell</p>');
  });

  it('is the signed-in shell with a session cookie but no hint (a session older than the hint never sees the landing page)', async () => {
    expect(await pageAt('/', `other=1; ${SESSION_COOKIE}=s%3Aabc`)).toBe('<p>shell</p>');
  });
});

describe('serveFrontend: the page at the app\'s other addresses', () => {

  it('/dashboard is the signed-in shell with the hint or a session, cached only with revalidation', async () => {
    const hinted = await answerAt('/dashboard', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(await hinted.text()).toBe('<p>shell</p>');
    expect(hinted.headers.get('cache-control')).toBe('no-cache');
    expect(hinted.headers.get('vary')).toMatch(/Cookie/i);
    expect(await pageAt('/dashboard', `${SESSION_COOKIE}=s%3Aabc`)).toBe('<p>shell</p>');
  });

  it('/dashboard is the app without a session (it draws the landing page there)', async () => {
    expect(await pageAt('/dashboard')).toBe('<p>app</p>');
  });

  it('is the app at the addresses that are not the dashboard, whatever the cookies', async () => {
    for (const path of ['/signin', '/flashcards-ai', '/dashboard/x', '/no-such-page']) {
      expect(await pageAt(path)).toBe('<p>app</p>');
      expect(await pageAt(path, `${SIGNED_IN_HINT_COOKIE}=1`)).toBe('<p>app</p>');
    }
  });
});

describe('pageOf', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'serve-frontend-pages-'));
    writeFileSync(join(dist, 'landing.html'), '<p>landing</p>');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('falls back to index.html (null) when the build has no signed-in shell', () => {
    const pages = { landing: join(dist, 'landing.html'), appShell: join(dist, 'app-shell.html') };
    expect(pageOf('/dashboard', true, pages)).toBeNull();
    expect(pageOf('/', true, pages)).toBeNull();
    expect(pageOf('/', false, pages)).toBe(pages.landing);
  });
});
