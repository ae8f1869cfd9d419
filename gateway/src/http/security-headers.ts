import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { ServerResponse } from 'node:http';

type Directives = Record<string, string[]>;

/**
 * The only hosts images come from besides the app itself: book covers (Google Books' thumbnails, from the
 * books service's Google source; Open Library's covers, which redirect to the Internet Archive) and Google's
 * profile pictures (the avatar of a student who signed in with Google). Uploaded avatars are the app's own;
 * the preview of a chosen file is a blob: URL. Any other image (a tracking pixel, an injected <img>) is blocked.
 */
export const IMAGE_HOSTS = [
  'https://books.google.com',
  'https://books.googleusercontent.com',
  'https://covers.openlibrary.org',
  'https://archive.org',
  'https://*.archive.org',
  'https://lh3.googleusercontent.com',
];

/**
 * The web app's policy: scripts only from the app's own files (index.html has no inline script; the
 * theme is applied by /theme-init.js), no framing, no plugins. Styles may be inline because the UI
 * library sets `style` attributes and injects small style elements (scroll locking in dialogs).
 */
const APP_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', ...IMAGE_HOSTS],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** With Stripe configured, the checkout loads Stripe.js, its Payment Element frames (3D Secure included) and its API. */
const STRIPE_SOURCES: Directives = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

function withStripe(policy: Directives): Directives {
  const merged: Directives = { ...policy };
  for (const [directive, sources] of Object.entries(STRIPE_SOURCES)) merged[directive] = [...(policy[directive] ?? ["'self'"]), ...sources];
  return merged;
}

/** Swagger UI under /api/docs: its scripts are files too, its page has inline style blocks and icons as data URLs. */
const DOCS_POLICY: Directives = {
  ...APP_POLICY,
  'img-src': ["'self'", 'data:'],
  'media-src': ["'none'"],
};

/** Powerful features nobody uses are off; the microphone is allowed on the tutor page only. */
const FEATURES_OFF = ['accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'payment=()', 'usb=()'];
const PERMISSIONS_POLICY = [...FEATURES_OFF, 'microphone=()'].join(', ');
const TUTOR_PERMISSIONS_POLICY = [...FEATURES_OFF, 'microphone=(self)'].join(', ');

/** With Stripe, the checkout's Payment Element may offer wallets (the Payment Request API) from Stripe's frames. */
const CHECKOUT_PATH = '/checkout';
const STRIPE_PAYMENT = 'payment=(self "https://js.stripe.com")';

/** The page whose document may use the microphone (the policy applies to the document it was loaded with). */
export const MICROPHONE_PATH = '/tutor-me';

function helmetWith(directives: Directives): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}

type HeaderSet = (res: ServerResponse) => void;

/**
 * What a helmet middleware does to a response, worked out once: these policies hold no per-request
 * parts (no nonces), so every answer gets the very same headers without helmet rebuilding them.
 */
function headersOnce(middleware: RequestHandler): HeaderSet {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/** Sets a response's security headers, given the request's path and whether it came over HTTPS. */
export type SecurityHeaderSetter = (res: ServerResponse, path: string, secure: boolean) => void;

/**
 * Every response's security headers, from helmet: a Content-Security-Policy (Swagger UI's own under
 * /api/docs), nosniff, no framing, no referrer, a Permissions-Policy, and HSTS when the request came
 * over HTTPS (directly, or through a proxy trusted by TRUST_PROXY). Express's middleware and the fast
 * lane (fast-lane.ts) both use this one setter.
 */
export function securityHeaderSetter(options: { stripe?: boolean } = {}): SecurityHeaderSetter {
  const app = headersOnce(helmetWith(options.stripe ? withStripe(APP_POLICY) : APP_POLICY));
  const docs = headersOnce(helmetWith(DOCS_POLICY));
  const hsts = headersOnce(helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true }));
  return (res, path, secure) => {
    const onMicrophonePage = path === MICROPHONE_PATH || path.startsWith(`${MICROPHONE_PATH}/`);
    const permissions = onMicrophonePage ? TUTOR_PERMISSIONS_POLICY : PERMISSIONS_POLICY;
    res.setHeader('Permissions-Policy', options.stripe && path === CHECKOUT_PATH ? permissions.replace('payment=()', STRIPE_PAYMENT) : permissions);
    const policy = path === '/api/docs' || path.startsWith('/api/docs/') ? docs : app;
    policy(res);
    if (secure) hsts(res);
  };
}

/** The security headers as Express middleware. */
export function securityHeaders(setHeaders: SecurityHeaderSetter = securityHeaderSetter()): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    setHeaders(res, req.path, req.secure);
    next();
  };
}
