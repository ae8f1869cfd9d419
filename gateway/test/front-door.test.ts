import { API_ENDPOINTS, type AnyHttpEndpoint } from '@studyforge/contracts';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, call, signedInStudent } from '@studyforge/test-support';

interface Operation {
  method: string;
  path: string;
  url: string;
}

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];
const FOREIGN = 'https://evil.example';
const REFUSED = `This request came from another site (${FOREIGN}) and was refused: StudyForge only accepts changes made from its own pages.`;

/** Every operation of the OpenAPI document the gateway serves, with its path parameters filled in. */
async function operations(): Promise<Operation[]> {
  const doc = (await call('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', ...STATE_CHANGING].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, url: path.replace('{source}', 'catalogue').replace(/\{\w+\}/g, randomUUID()) })),
  );
}

/** The declaration behind an OpenAPI operation. */
function declared(operation: Operation): AnyHttpEndpoint {
  const endpoint = Object.values(API_ENDPOINTS as Record<string, AnyHttpEndpoint>).find((e) => e.method === operation.method && e.path === operation.path);
  if (!endpoint) throw new Error(`${operation.method} ${operation.path} is in the OpenAPI document but not declared`);
  return endpoint;
}

function send(operation: Operation, headers: Record<string, string>): Promise<Response> {
  return fetch(`${BASE_URL}${operation.url}`, { method: operation.method, headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
}

function expectSecurityHeaders(response: Response, where: string, microphone = '()'): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("script-src 'self'");
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), where).toBe('DENY');
  expect(response.headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(response.headers.get('permissions-policy'), where).toContain(`microphone=${microphone}`);
  expect(response.headers.get('strict-transport-security'), `${where}: no HSTS over plain HTTP`).toBeNull();
}

let all: Operation[] = [];
let cookie = '';
beforeAll(async () => {
  all = await operations();
  cookie = (await signedInStudent()).cookie;
});

describe('security headers', () => {
  it('come with every route of the OpenAPI document, signed out and signed in', async () => {
    expect(all.length).toBeGreaterThan(20);
    for (const operation of all) {
      if (operation.path.endsWith('/events')) continue; // a stream: checked below
      const where = `${operation.method} ${operation.path}`;
      const signedOut = await send(operation, {});
      await signedOut.body?.cancel();
      expectSecurityHeaders(signedOut, `${where} (signed out)`);
      // A signed-in GET of a redirect (sign-out, provider sign-in) would end or replace the session the other checks use.
      if (operation.method === 'GET' && declared(operation).reply.kind !== 'redirect') {
        const signedIn = await send(operation, { cookie });
        await signedIn.body?.cancel();
        expectSecurityHeaders(signedIn, `${where} (signed in)`);
      }
    }
    const events = all.find((operation) => operation.path.endsWith('/events'))!;
    const stream = await send(events, { cookie });
    await stream.body?.cancel();
    expectSecurityHeaders(stream, 'the job event stream');
  });

  it('come with the web app, its files, and allow the microphone on the tutor page only', async () => {
    for (const path of ['/', '/signin', '/dashboard', '/robots.txt', '/manifest.webmanifest', '/theme-init.js', '/no-such-page']) {
      expectSecurityHeaders(await fetch(`${BASE_URL}${path}`), path);
    }
    expectSecurityHeaders(await fetch(`${BASE_URL}/tutor-me`), '/tutor-me', '(self)');
  });

  it("give Swagger UI its own policy, under which its page works (scripts are files, styles inline)", async () => {
    const ui = await fetch(`${BASE_URL}/api/docs/`);
    expect(ui.status).toBe(200);
    const html = await ui.text();
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expectSecurityHeaders(ui, '/api/docs/');
    expect(ui.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('add HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const answer = await fetch(`${BASE_URL}/api/credits/prices`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the fast lane for plain forwards', () => {
  /** Status, headers and body, leaving out the Date and the second the hint cookie expires. */
  async function answerOf(response: Response) {
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    if (headers['set-cookie']) headers['set-cookie'] = headers['set-cookie'].replace(/Expires=[^;]+/, 'Expires=(set)');
    return { status: response.status, headers, body: await response.text() };
  }

  it('gives every signed-in fixed-path GET forward of the OpenAPI document the same answer as Express does (reached with a trailing slash)', async () => {
    const forwards = all.filter((operation) => {
      const endpoint = declared(operation);
      return operation.method === 'GET' && !operation.path.includes('{') && endpoint.forward && endpoint.auth === 'signed-in';
    });
    expect(forwards.map((operation) => operation.path)).toEqual(expect.arrayContaining(['/api/user/credits', '/api/user/stats']));
    for (const operation of forwards) {
      for (const headers of [{ cookie }, { cookie: `${cookie}; studyforge.signed-in=1` }, { cookie, 'x-forwarded-proto': 'https' }]) {
        const asked = { ...headers, 'x-request-id': `fast-lane-${randomUUID()}` };
        const fast = await answerOf(await fetch(`${BASE_URL}${operation.path}`, { headers: asked }));
        const slow = await answerOf(await fetch(`${BASE_URL}${operation.path}/`, { headers: asked }));
        expect(fast, `${operation.path} ${JSON.stringify(Object.keys(headers))}`).toEqual(slow);
        expect(fast.status, operation.path).toBe(200);
      }
    }
  });
});

describe('cross-site requests', () => {
  it('refuses every state-changing route of the OpenAPI document (the sign-out GET too) from a foreign Origin with 403, signed in or not', async () => {
    const changing = all.filter((operation) => declared(operation).changesState);
    expect(changing.length).toBeGreaterThan(5);
    expect(changing.map((operation) => operation.path)).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/auth/signup', '/api/logout']));
    for (const operation of changing) {
      const where = `${operation.method} ${operation.path}`;
      const openToAll = declared(operation).origin === 'any';
      for (const headers of [{ origin: FOREIGN }, { origin: FOREIGN, cookie }]) {
        const answer = await send(operation, { ...headers, 'content-type': 'application/json' });
        const body = await answer.text();
        if (openToAll) {
          expect(answer.status, where).not.toBe(403);
          continue;
        }
        expect(answer.status, where).toBe(403);
        expect(JSON.parse(body), where).toEqual({ code: 'FORBIDDEN', message: REFUSED });
      }
      const crossSite = await send(operation, { 'sec-fetch-site': 'cross-site', cookie });
      await crossSite.body?.cancel();
      if (!openToAll) expect(crossSite.status, `${where} (Sec-Fetch-Site)`).toBe(403);
    }
  });

  it("lets the app's own pages through, and requests from no browser at all", async () => {
    const own = await call('/api/auth/signin', { body: { email: 'nobody@example.edu', password: 'wrong-password-1' }, headers: { origin: BASE_URL } });
    expect(own.status).toBe(401);
    const sameOrigin = await call('/api/auth/signin', { body: { email: 'nobody@example.edu', password: 'wrong-password-1' }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(401);
    const tool = await call('/api/auth/signin', { body: { email: 'nobody@example.edu', password: 'wrong-password-1' } });
    expect(tool.status).toBe(401);
  });

  it('refuses a foreign upload before reading it: the answer comes while the body is still being sent', async () => {
    let sentEnd = false;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n'));
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        sentEnd = true;
        controller.close();
      },
    });
    const answer = await fetch(`${BASE_URL}/api/generate-notes`, {
      method: 'POST',
      headers: { origin: FOREIGN, cookie, 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(403);
    expect(sentEnd).toBe(false);
    await answer.body?.cancel();
  });
});

describe('compression and caching', () => {
  const dist = fileURLToPath(new URL('../../frontend/dist/assets/', import.meta.url));
  const script = () => readdirSync(dist).find((name) => /^react-.*\.js$/.test(name))!;

  it('serves the built scripts precompressed (brotli preferred, then gzip), cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await fetch(`${BASE_URL}/assets/${script()}`, { headers: { 'accept-encoding': accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding'), accept).toBe(encoding);
      expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await answer.text()).length).toBeGreaterThan(1000);
    }
  });

  it('serves index.html compressed and never cached without revalidation, and a missing asset as 404', async () => {
    for (const path of ['/', '/dashboard']) {
      const page = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toMatch(/<div id="root"[ >]/);
    }
    expect((await fetch(`${BASE_URL}/assets/no-such-build.js`)).status).toBe(404);
  });

  it('answers / with the prerendered landing page without the signed-in hint, and with the app shell with it', async () => {
    const visitor = await fetch(`${BASE_URL}/`);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toMatch(/Cookie/i);
    const landing = await visitor.text();
    expect(landing).toContain('<div id="root" data-prerendered>');
    expect(landing).toContain('Upload. Study. Excel.');
    expect(landing).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const hinted = await (await fetch(`${BASE_URL}/`, { headers: { cookie: 'studyforge.signed-in=1' } })).text();
    expect(hinted).toContain('<div id="root">');
    expect(hinted).not.toContain('data-prerendered');
    const elsewhere = await (await fetch(`${BASE_URL}/signin`)).text();
    expect(elsewhere).not.toContain('data-prerendered');
  });

  it('compresses API JSON above the threshold and leaves small answers alone', async () => {
    const big = await fetch(`${BASE_URL}/api/docs/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(big.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect((await big.json()).openapi).toBe('3.0.3');
    const gzip = await fetch(`${BASE_URL}/api/docs/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    await gzip.body?.cancel();
    const small = await fetch(`${BASE_URL}/api/user/credits`, { headers: { 'accept-encoding': 'br, gzip', cookie } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ credits: 50 });
  });

  it('never compresses audio or an event stream', async () => {
    const jobId = randomUUID();
    const audio = await fetch(`${BASE_URL}/api/text-to-speech`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'x-job-id': jobId },
      body: JSON.stringify({ text: 'Osmosis moves water across a membrane. '.repeat(5) }),
    });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('content-encoding')).toBeNull();
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const events = await fetch(`${BASE_URL}/api/jobs/${jobId}/events`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(events.headers.get('content-type')).toBe('text/event-stream');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('"stage":"done"');
  });

  it('serves a real robots.txt, a manifest with its icons, and a favicon', async () => {
    const robots = await fetch(`${BASE_URL}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain('Allow: /signin');
    const manifest = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const icons = ((await manifest.json()) as { icons: { src: string; type: string }[] }).icons;
    for (const icon of icons) {
      const file = await fetch(`${BASE_URL}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
    }
    const favicon = await fetch(`${BASE_URL}/favicon.ico`);
    expect(favicon.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe('the signed-in hint cookie', () => {
  const hintOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('studyforge.signed-in='));

  it('is set with a sign-in and on any page a signed-in browser loads, readable by the page, and granting nothing', async () => {
    const { student, ip } = await signedInStudent();
    const signIn = await fetch(`${BASE_URL}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: student.email, password: student.password }),
    });
    expect(signIn.status).toBe(200);
    const hint = hintOf(signIn)!;
    expect(hint).toMatch(/^studyforge\.signed-in=1; Max-Age=\d+; Path=\/; Expires=.+; SameSite=Lax$/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hintOf(await fetch(`${BASE_URL}/dashboard`, { headers: { cookie } }))).toMatch(/^studyforge\.signed-in=1/);
    expect((await call('/api/user/credits', { headers: { cookie: 'studyforge.signed-in=1' } })).status).toBe(401);
  });

  it('is never set for a visitor, and removed once the session is gone or signed out', async () => {
    expect(hintOf(await fetch(`${BASE_URL}/`))).toBeUndefined();
    const stale = await fetch(`${BASE_URL}/`, { headers: { cookie: 'studyforge.signed-in=1' } });
    expect(hintOf(stale)).toMatch(/^studyforge\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/);
    const { cookie: own } = await signedInStudent();
    const logout = await fetch(`${BASE_URL}/api/logout`, { headers: { cookie: `${own}; studyforge.signed-in=1` }, redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(hintOf(logout)).toMatch(/^studyforge\.signed-in=;/);
  });
});
