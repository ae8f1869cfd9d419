import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { REPO_ROOT } from '@studyforge/scripts';
import pg from 'pg';
import { childProcesses, type ProcessGroup } from './cpu-meter.js';

/** How the bench names the processes it started (children of this process), by command line. */
export const GATEWAY = { name: 'gateway', pattern: /gateway\/dist\/main\.js/ };
export const CREDITS = { name: 'credits service', pattern: /services\/credits\/dist\/main\.js/ };

const CHILD_KINDS: Array<{ name: string; pattern: RegExp }> = [
  GATEWAY,
  CREDITS,
  { name: 'auth service', pattern: /services\/auth\/dist\/main\.js/ },
  { name: 'nats-server', pattern: /nats-server/ },
  { name: 'redis-server', pattern: /redis-server/ },
  { name: 'baseline server', pattern: /baseline-server\.js/ },
  { name: 's3 dev server', pattern: /s3-dev-server\.js/ },
];

export const LOAD_GENERATOR = 'load generator (bench process)';
export const POSTGRES = 'postgres (backends of this database)';

/** Backend processes serving connections to the bench's database, if Postgres runs on this machine. */
async function postgresBackends(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows
      .map((row) => row.pid)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
        } catch {
          return false;
        }
      });
  } finally {
    await client.end();
  }
}

/** A child's role; processes the list above does not know are named by their script or binary. */
function roleOf(command: string): string {
  const known = CHILD_KINDS.find((kind) => kind.pattern.test(command));
  if (known) return known.name;
  const args = command.split(' ');
  const script = args.find((arg) => /\.[cm]?js$/.test(arg));
  return script ? relative(REPO_ROOT, script) : basename(args[0] ?? 'unknown');
}

/** Every process whose CPU the bench accounts for, grouped by role; looked up afresh before each run. */
export async function processGroups(databaseUrl: string): Promise<ProcessGroup[]> {
  const groups: ProcessGroup[] = [{ name: LOAD_GENERATOR, pids: [process.pid] }];
  for (const child of childProcesses(process.pid)) {
    const role = roleOf(child.command);
    const group = groups.find((entry) => entry.name === role);
    if (group) group.pids.push(child.pid);
    else groups.push({ name: role, pids: [child.pid] });
  }
  groups.push({ name: POSTGRES, pids: await postgresBackends(databaseUrl) });
  return groups;
}
