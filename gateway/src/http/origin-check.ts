import { ErrorCode, type AnyHttpEndpoint } from '@studyforge/contracts';
import { blankAsUnset } from '@studyforge/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { sendError } from './send-error.js';


export const crossSiteMessages = {
  refused: (origin: string) =>
    `This request came from another site (${origin}) and was refused: StudyForge only accepts changes made from its own pages.`,
} as const;

const origin = z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://studyforge.example' }).transform((url) => new URL(url).origin);

/** ALLOWED_ORIGINS: more sites (besides PUBLIC_URL's) whose pages may change things, comma-separated. */
export const allowedOriginsEnvSchema = z.object({
  ALLOWED_ORIGINS: blankAsUnset(
    z
      .string()
      .transform((list) => list.split(',').map((part) => part.trim()).filter(Boolean))
      .pipe(z.array(origin))
      .default([]),
  ),
});

export interface OriginCheckOptions {
  /** The address users open (PUBLIC_URL), when set. */
  publicUrl?: string | undefined;
  allowedOrigins: readonly string[];
  /** The endpoints, to find those declared `origin: 'any'` (authenticated by signature). */
  endpoints: Readonly<Record<string, AnyHttpEndpoint>>;
}

/**
 * Cross-site defence in depth (SameSite=Lax cookies being the first): a state-changing request (any
 * method but GET, HEAD and OPTIONS, and a GET declared `changesState`, the sign-out) that a browser says
 * comes from another site is refused with 403 before its body is read. The browser says
 * so with `Origin`, or without one with `Sec-Fetch-Site`; a request with neither (curl, a server) is
 * not a browser's cross-site request and passes. The app's own origin is PUBLIC_URL's, the origin the
 * request was addressed to (Host), and any in ALLOWED_ORIGINS.
 */
export function originCheck(options: OriginCheckOptions): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  if (options.publicUrl && URL.canParse(options.publicUrl)) allowed.add(new URL(options.publicUrl).origin);
  const routes = (select: (endpoint: AnyHttpEndpoint) => boolean) =>
    Object.values(options.endpoints)
      .filter(select)
      .map((endpoint) => ({ method: endpoint.method, pattern: pathPattern(endpoint.path) }));
  // Express answers HEAD with the GET route, so a HEAD is that GET.
  const matches = (list: { method: string; pattern: RegExp }[], req: Request) =>
    list.some((endpoint) => endpoint.method === (req.method === 'HEAD' ? 'GET' : req.method) && endpoint.pattern.test(req.path));
  const openToAll = routes((endpoint) => endpoint.origin === 'any');
  const changingReads = routes((endpoint) => endpoint.method === 'GET' && endpoint.changesState);

  return (req: Request, res: Response, next: NextFunction) => {
    const changing = req.method === 'GET' || req.method === 'HEAD' ? matches(changingReads, req) : req.method !== 'OPTIONS';
    if (!changing || matches(openToAll, req)) return next();
    const sentOrigin = req.header('origin');
    if (sentOrigin !== undefined) {
      if (allowed.has(sentOrigin) || sentOrigin === ownOrigin(req)) return next();
      return refuse(res, sentOrigin);
    }
    const site = req.header('sec-fetch-site');
    if (site === undefined || site === 'same-origin' || site === 'none') return next();
    return refuse(res, `a ${site} page`);
  };
}

/** The origin the browser addressed: the scheme the gateway was reached by (behind trusted proxies, theirs) and the Host. */
function ownOrigin(req: Request): string | null {
  const host = req.header('host');
  return host ? `${req.protocol}://${host}` : null;
}

/** `/api/webhooks/{provider}` → a pattern matching `/api/webhooks/stripe` (Express's matching: one segment per parameter). */
export function pathPattern(path: string): RegExp {
  const literal = path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}/?$`, 'i');
}

function refuse(res: Response, from: string): void {
  res.setHeader('Connection', 'close');
  sendError(res, ErrorCode.Forbidden, crossSiteMessages.refused(from));
}
