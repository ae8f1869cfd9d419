import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { natsAppsOf, privateNatsUsers, renderNatsAuthorization } from './nats-config.js';
import { loadOrCreateNatsCredentials, TEST_HARNESS_USER } from './nats-credentials.js';
import { REPO_ROOT } from '../stack/repo-root.js';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nats-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('NATS credentials and server configuration', () => {
  it('makes an NKey per user once, in a file only its owner can read', () => {
    const file = join(scratch(), 'credentials.json');
    const first = loadOrCreateNatsCredentials(file, ['gateway', 'credits']);
    expect(first.gateway!.seed).toMatch(/^SU[A-Z2-7]{56}$/);
    expect(first.gateway!.publicKey).toMatch(/^U[A-Z2-7]{55}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadOrCreateNatsCredentials(file, ['gateway', 'credits', 'trivia']);
    expect(again.gateway).toEqual(first.gateway);
    expect(again.trivia!.seed).not.toBe(first.gateway!.seed);
  });

  it('lists every app with its permissions, denies everything to an app that sends nothing, and leaves the test user unrestricted', () => {
    const apps = natsAppsOf(REPO_ROOT);
    const credentials = loadOrCreateNatsCredentials(join(scratch(), 'credentials.json'), [...apps.map((app) => app.name), TEST_HARNESS_USER]);
    const config = renderNatsAuthorization(privateNatsUsers(apps, credentials));
    for (const app of apps) expect(config).toContain(`nkey: "${credentials[app.name]!.publicKey}"`);
    expect(config).toContain(`{ nkey: "${credentials[TEST_HARNESS_USER]!.publicKey}" }`);
    const books = config.slice(config.indexOf(credentials.books!.publicKey));
    expect(books.slice(0, books.indexOf('\n    }'))).toContain('publish: { deny: [">"] }');
    expect(config).not.toContain('allow: []');
  });
});
