import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { InfraError } from './infra-error.js';

const SEARCH_PATH = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin', '/opt/homebrew/bin', '/bin', '/sbin'];

export function findBinary(name: string): string | null {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (fromPath.status === 0 && fromPath.stdout.trim()) return fromPath.stdout.trim();
  return SEARCH_PATH.map((dir) => `${dir}/${name}`).find((path) => existsSync(path)) ?? null;
}

/**
 * Finds a server binary, installing its Debian/Ubuntu package when it is missing and that is
 * permitted (root, apt-get present, STUDYFORGE_NO_INSTALL unset).
 */
export function requireBinary(name: string, pkg: { apt: string; brew: string }, what: string, envVar: string): string {
  const found = findOrInstallBinary(name, pkg, what);
  if (found) return found;
  throw new InfraError(
    `${what} is needed but nothing answers on its standard port and \`${name}\` is not installed: ` +
      `install it (\`sudo apt-get install ${pkg.apt}\` or \`brew install ${pkg.brew}\`) or set ${envVar} to a running one.`,
  );
}

/** Finds a binary, installing its Debian/Ubuntu package when it is missing and that is permitted; null when neither works. */
export function findOrInstallBinary(name: string, pkg: { apt: string }, what: string): string | null {
  const found = findBinary(name);
  if (found) return found;
  const canApt = process.getuid?.() === 0 && findBinary('apt-get') !== null && !process.env.STUDYFORGE_NO_INSTALL;
  if (canApt) {
    process.stdout.write(`Installing ${pkg.apt} (needed for a private ${what})...\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', '-qq', pkg.apt], { stdio: 'inherit', env });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      result = spawnSync('apt-get', ['install', '-y', '-qq', pkg.apt], { stdio: 'inherit', env });
    }
    return findBinary(name);
  }
  return null;
}
