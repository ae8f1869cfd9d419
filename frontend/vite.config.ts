import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { APP_START_MODULE, CURRENT_USER_READ_MODULE, readBuildManifest, staticClosure } from './tools/build-manifest';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/**
 * Writes the pages rendered at build time (src/prerender), each index.html with its markup in #root,
 * so the page paints before any script has run:
 * - landing.html, the landing page, which the gateway sends at / to a browser without a session;
 *   main.tsx hydrates it;
 * - app-shell.html, the signed-in shell around the dashboard's skeleton, which the gateway sends at
 *   the dashboard's addresses to a browser that may have a session; the app draws the same shell over
 *   it and then the dashboard.
 * Other addresses keep index.html (the app draws them once it knows who is signed in).
 */
async function prerenderPages(root: string, outDir: string): Promise<void> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const { renderLanding } = (await server.ssrLoadModule('/src/prerender/render-landing.tsx')) as { renderLanding: () => Promise<string> };
    const { renderAppShell } = (await server.ssrLoadModule('/src/prerender/render-app-shell.tsx')) as { renderAppShell: () => Promise<string> };
    const index = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, 'index.html'), index.replace(/\n\s*<\/head>/, `${modulePreloadsOfApp(outDir)}\n  </head>`));
    const landing = await renderLanding();
    const title = /^<title>[^<]*<\/title>/.exec(landing)?.[0];
    if (!title) throw new Error('The prerendered landing page does not start with its <title>');
    writeFileSync(join(outDir, 'landing.html'), pageWith(index, 'landing page', landing.slice(title.length), { title, rootAttributes: ' data-prerendered' }));
    writeFileSync(join(outDir, 'app-shell.html'), pageWith(index, 'signed-in shell', await renderAppShell(), {}));
  } finally {
    await server.close();
  }
}

/** index.html (without its preloads) with `markup` in #root, and the page's own title when it has one. */
function pageWith(index: string, name: string, markup: string, { title, rootAttributes = '' }: { title?: string; rootAttributes?: string }): string {
  if (/<script/i.test(markup)) throw new Error(`The prerendered ${name} holds a script, which the Content-Security-Policy forbids`);
  if (/^<title>/.test(markup)) throw new Error(`The prerendered ${name} has a <title> that would be left in <body>`);
  const rootStart = index.indexOf('<div id="root">');
  const rootEnd = index.indexOf('<noscript>');
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('index.html has no <div id="root"> before its <noscript>');
  const head = index.slice(0, rootStart);
  return `${title ? head.replace(/<title>[^<]*<\/title>/, title) : head}<div id="root"${rootAttributes}>${markup}</div>\n    ${index.slice(rootEnd)}`;
}

/** `<link rel="modulepreload">` for the app's chunks: index.html shows only a spinner until they have run. Not in landing.html. */
function modulePreloadsOfApp(outDir: string): string {
  const manifest = readBuildManifest(outDir);
  // The checked read of the current user (the contracts and zod) too: a browser with a session needs
  // it before anything else, and the sign-in and sign-up forms use zod.
  const files = [APP_START_MODULE, CURRENT_USER_READ_MODULE].flatMap((key) => staticClosure(manifest, key));
  return [...new Set(files)]
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every compressible file of the build, so the
 * gateway sends them as they are instead of compressing on each request. A copy is kept only when it
 * is smaller than the file.
 */
function precompress(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'studyforge-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderPages(root, outDir);
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const apiTarget = process.env.STUDYFORGE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Compile the shared contracts from source, so the SPA never depends on a stale dist build.
      '@studyforge/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The contracts' modules only declare constants and schemas: a page that imports one constant
      // (the landing page's prices) does not get every endpoint's schemas, and with them zod.
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
      output: {
        // zod would probe `new Function` when its first object schema is made (at import, before any app
        // code runs), which the Content-Security-Policy (no 'unsafe-eval') reports as a violation; its
        // config is read from this global when zod loads.
        intro: (chunk) => (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)) ? 'globalThis.__zod_globalConfig = { jitless: true };' : ''),
        // React, the router and the query cache are on every page and change rarely: each its own
        // long-lived chunk. The other libraries go with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
