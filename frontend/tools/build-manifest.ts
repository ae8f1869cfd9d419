import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's own chunk (src/app/start-app.tsx, imported by the entry) and everything it imports statically. */
export const APP_START_MODULE = 'src/app/start-app.tsx';

/** The checked read of GET /api/auth/user, loaded only when the browser may have a session. */
export const CURRENT_USER_READ_MODULE = 'src/features/auth/api/read-current-user.ts';

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
