import { SIGNED_IN_HINT_COOKIE } from '@studyforge/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** The precompressed copies the build writes beside a file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const HASHED_ASSETS = '/assets/';
const INDEX_PAGE = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Icons, manifest, robots.txt: not hashed, so revalidated after a day. */
const UNHASHED = 'public, max-age=86400';

/** The landing page rendered at build time: index.html with the page already in it. */
const LANDING_PAGE = 'landing.html';
/** The signed-in shell around the dashboard's skeleton, rendered at build time the same way. */
const APP_SHELL_PAGE = 'app-shell.html';
/** The dashboard's addresses (spec §2: / signed in, and /dashboard; the frontend's dashboard-paths.ts). */
const DASHBOARD_PATHS: readonly string[] = ['/', '/dashboard'];

/**
 * Serves the built single-page app: a file's brotli or gzip copy (written at build time) when the
 * browser accepts it, hashed assets cached for a year, and every other non-API GET answers index.html
 * (never cached without revalidation) so client-side routes (and their 404 page) work on reload.
 * `/` for a browser with neither the signed-in hint nor a session cookie (`sessionCookie`, its name)
 * answers the prerendered landing page instead (also never cached without revalidation); with either,
 * the dashboard's addresses answer the prerendered signed-in shell, which the app then takes over (a
 * session older than the hint must not show the landing page). See {@link pageOf}.
 */
export function serveFrontend(distDir: string, sessionCookie?: string): RequestHandler {
  const root = normalize(distDir);
  const indexHtml = join(root, INDEX_PAGE);
  const landingHtml = join(root, LANDING_PAGE);
  const appShellHtml = join(root, APP_SHELL_PAGE);
  const files = express.static(root, { index: false, setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlOf(root, path)) });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileOf(root, req.path);
    if (file && file !== indexHtml && isFile(file)) return sendPrecompressed(req, res, root, file, () => files(req, res, next));
    files(req, res, () => {
      if (req.path.startsWith(HASHED_ASSETS)) {
        // An old page asking for an asset of another build: a 404, not index.html under a script's name.
        res.status(404).type('text/plain').send('No such file in this version of the web app. Reload the page.');
        return;
      }
      if (!existsSync(indexHtml)) {
        res.status(503).type('text/plain').send('The web app has not been built yet. Run `npm start` (or `npm run build`) first.');
        return;
      }
      res.vary('Cookie');
      const page = pageOf(req.path, maybeSignedIn(req, sessionCookie), { landing: landingHtml, appShell: appShellHtml }) ?? indexHtml;
      sendPrecompressed(req, res, root, page, () => res.sendFile(page, { headers: { 'Cache-Control': 'no-cache' } }));
    });
  };
}

/**
 * The prerendered page for an address, when the build has it: the landing page at / without a
 * session, the signed-in shell at the dashboard's addresses with one; null for index.html.
 */
export function pageOf(path: string, signedIn: boolean, pages: { landing: string; appShell: string }): string | null {
  const page = !signedIn ? (path === '/' ? pages.landing : null) : DASHBOARD_PATHS.includes(path) ? pages.appShell : null;
  return page && isFile(page) ? page : null;
}

/** The file a URL path names inside the build, or null for a path that leaves it. */
function fileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  return file.startsWith(root + sep) ? file : null;
}

/** The browser holds the signed-in hint or a session cookie. */
function maybeSignedIn(req: Request, sessionCookie: string | undefined): boolean {
  const names = sessionCookie ? [SIGNED_IN_HINT_COOKIE, sessionCookie] : [SIGNED_IN_HINT_COOKIE];
  return (req.headers.cookie?.split(/;\s*/) ?? []).some((pair) => names.some((name) => pair.startsWith(`${name}=`)));
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function cacheControlOf(root: string, file: string): string {
  if ([INDEX_PAGE, LANDING_PAGE, APP_SHELL_PAGE].some((page) => file === join(root, page))) return 'no-cache';
  return file.startsWith(join(root, HASHED_ASSETS)) ? IMMUTABLE : UNHASHED;
}

/** Sends the best precompressed copy the browser accepts, with the original's type; `plain` otherwise. */
function sendPrecompressed(req: Request, res: Response, root: string, file: string, plain: () => void): void {
  res.vary('Accept-Encoding');
  const accepted = req.acceptsEncodings(...ENCODINGS.map((encoding) => encoding.name), 'identity');
  const encoding = ENCODINGS.find((candidate) => candidate.name === accepted && existsSync(file + candidate.suffix));
  if (!encoding) return plain();
  res.type(extname(file));
  res.setHeader('Content-Encoding', encoding.name);
  res.setHeader('Cache-Control', cacheControlOf(root, file));
  res.sendFile(file + encoding.suffix, (error?: Error) => {
    if (error && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      plain();
    }
  });
}
