import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { securityHeaderSetter } from './security-headers.js';

/** The headers a response gets for `path`, read as a browser would. */
function headersFor(path: string, options: { stripe?: boolean } = {}): Map<string, string> {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)), removeHeader: (name: string) => headers.delete(name.toLowerCase()) };
  securityHeaderSetter(options)(res as unknown as ServerResponse, path, false);
  return headers;
}

const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)?.slice(1);

describe('Content-Security-Policy img-src', () => {
  it("allows images from the app, blob: previews and the book-cover and Google profile-picture hosts only: no https: wildcard, no data:", () => {
    for (const options of [{}, { stripe: true }]) {
      const sources = directive(headersFor('/library', options).get('content-security-policy')!, 'img-src');
      expect(sources).toEqual([
        "'self'",
        'blob:',
        'https://books.google.com',
        'https://books.googleusercontent.com',
        'https://covers.openlibrary.org',
        'https://archive.org',
        'https://*.archive.org',
        'https://lh3.googleusercontent.com',
      ]);
    }
  });

  it("keeps Swagger UI's data: icons under /api/docs, and nothing from elsewhere", () => {
    expect(directive(headersFor('/api/docs/').get('content-security-policy')!, 'img-src')).toEqual(["'self'", 'data:']);
  });
});
