import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_START_MODULE, readBuildManifest, SIGNED_IN_FRAME_MODULE, sourcesOf, staticClosure } from '../tools/build-manifest';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Issue 14: at most 170 KiB of JavaScript (compressed) before the signed-in dashboard's first paint. */
const BEFORE_FIRST_PAINT_KIB = 170;

/** Radix's menus and their positioning (floating-ui): the account menu's code, loaded on first use. */
const MENU_CODE = /node_modules\/(@radix-ui\/react-(menu|dropdown-menu|popper|dismissable-layer|focus-scope|portal)|@floating-ui)\//;
const ZOD = /node_modules\/zod\//;
const DASHBOARD_MODULE = 'src/app/routes/dashboard.tsx';
/** The table of every endpoint (the contracts' API_ENDPOINTS and the declarations of other screens' endpoints). */
const EVERY_ENDPOINT = /packages\/contracts\/src\/http\/(index|profile-endpoints|study-plan-endpoints|billing-endpoints|trivia-endpoints)\.ts$/;

const gzipKiB = (files: Iterable<string>) => [...new Set(files)].reduce((total, file) => total + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0) / 1024;

/** The scripts index.html (the page of every signed-in address) loads itself: its entry and its module preloads. */
function scriptsOfIndexHtml(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

const sourcesOfFiles = (files: string[]) => files.flatMap((file) => sourcesOf(DIST, file));

describe('the signed-in dashboard scripts in the build (npm run build)', () => {
  it('before the first paint: what index.html loads (the entry, the app, the checked read of the current user) stays within 170 KiB gzip', () => {
    const files = scriptsOfIndexHtml();
    expect(files.length).toBeGreaterThan(1);
    const manifest = readBuildManifest(DIST);
    for (const file of staticClosure(manifest, APP_START_MODULE)) expect(files).toContain(file);
    expect(gzipKiB(files)).toBeLessThanOrEqual(BEFORE_FIRST_PAINT_KIB);
  });

  it('the signed-in shell (the app start) holds neither Radix menus, floating-ui nor zod', () => {
    const sources = sourcesOfFiles(staticClosure(readBuildManifest(DIST), APP_START_MODULE));
    expect(sources.filter((source) => MENU_CODE.test(source) || ZOD.test(source))).toEqual([]);
  });

  it('the signed-in frame holds no Radix menus or floating-ui (the account menu loads on first use)', () => {
    const sources = sourcesOfFiles(staticClosure(readBuildManifest(DIST), SIGNED_IN_FRAME_MODULE));
    expect(sources.some((source) => source.includes('user-menu.tsx'))).toBe(true);
    expect(sources.filter((source) => MENU_CODE.test(source))).toEqual([]);
  });

  it('neither index.html nor the frame builds every endpoint’s schemas: only the declarations of the endpoints they call', () => {
    const manifest = readBuildManifest(DIST);
    const sources = sourcesOfFiles([...scriptsOfIndexHtml(), ...staticClosure(manifest, SIGNED_IN_FRAME_MODULE)]);
    expect(sources.some((source) => source.endsWith('packages/contracts/src/http/get-current-user-endpoint.ts'))).toBe(true);
    expect(sources.filter((source) => EVERY_ENDPOINT.test(source))).toEqual([]);
  });

  it('the dashboard builds only the declarations of the endpoints it calls, not every endpoint’s', () => {
    const sources = sourcesOfFiles(staticClosure(readBuildManifest(DIST), DASHBOARD_MODULE));
    expect(sources.some((source) => source.endsWith('packages/contracts/src/http/generation-endpoints.ts'))).toBe(true);
    expect(sources.filter((source) => EVERY_ENDPOINT.test(source))).toEqual([]);
  });
});
