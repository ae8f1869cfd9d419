import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_START_MODULE, readBuildManifest, staticClosure } from '../tools/build-manifest';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const LANDING_MODULE = 'src/features/landing/components/landing-page.tsx';

/** Issue 14: at most 100 KiB of JavaScript (compressed) before the landing page's first paint. */
const BEFORE_FIRST_PAINT_KIB = 100;
/**
 * Everything the landing page loads to become interactive (hydration: React, the router, the query
 * cache, the app, the page): 136 KiB when this was written; a guard against it growing unnoticed.
 */
const TO_HYDRATE_KIB = 145;

const gzipKiB = (files: Iterable<string>) => [...new Set(files)].reduce((total, file) => total + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0) / 1024;

describe('the landing page scripts in the build', () => {
  it('were built (npm run build)', () => {
    expect(existsSync(join(DIST, '.vite', 'manifest.json'))).toBe(true);
  });

  it('before the first paint: the entry and its static imports stay within 100 KiB gzip, and landing.html preloads nothing else', () => {
    const manifest = readBuildManifest(DIST);
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
    expect(entry).toBe('index.html');
    const files = staticClosure(manifest, entry!);
    expect(gzipKiB(files)).toBeLessThanOrEqual(BEFORE_FIRST_PAINT_KIB);
    const landing = readFileSync(join(DIST, 'landing.html'), 'utf8');
    const loadedByPage = [...landing.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(loadedByPage.length).toBeGreaterThan(0);
    for (const file of loadedByPage) expect(files).toContain(file);
  });

  it('to hydrate: the entry, the app and the landing page with their static imports stay within their budget', () => {
    const manifest = readBuildManifest(DIST);
    const files = ['index.html', APP_START_MODULE, LANDING_MODULE].flatMap((key) => staticClosure(manifest, key));
    expect(gzipKiB(files)).toBeLessThanOrEqual(TO_HYDRATE_KIB);
  });
});
