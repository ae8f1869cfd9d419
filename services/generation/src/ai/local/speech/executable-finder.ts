import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** An executable: the override path when set ("none" for no executable at all), else the first on PATH; null when there is none. */
export function findExecutable(name: string, override: string | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = override?.trim();
  if (chosen === 'none') return null;
  const candidates = chosen ? [chosen] : (env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
