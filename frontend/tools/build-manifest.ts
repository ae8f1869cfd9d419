import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's own chunk (src/app/start-app.tsx, imported by the entry) and everything it imports statically. */
export const APP_START_MODULE = 'src/app/start-app.tsx';

/** The checked read of GET /api/auth/user, loaded only when the browser may have a session. */
export const CURRENT_USER_READ_MODULE = 'src/features/auth/api/read-current-user.ts';

/** The signed-in frame (top bar, bottom navigation, credits, verification banner), drawn around every signed-in screen. */
export const SIGNED_IN_FRAME_MODULE = 'src/app/layouts/signed-in-frame.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The build manifest (`build.manifest`): each source module's chunk and the chunks it imports. */
export function readBuildManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The files of a manifest chunk and of every chunk it imports statically, transitively. */
export function staticClosure(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no ${name}`);
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((name) => manifest[name]!.file);
}

/**
 * The source modules bundled into a built file, from its source map (`build.sourcemap`), with paths as
 * the map gives them; none for a file without a map (the bundler's own runtime).
 */
export function sourcesOf(outDir: string, file: string): string[] {
  const map = join(outDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}
