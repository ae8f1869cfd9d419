import { createHmac } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { InfraError } from './infra-error.js';

/** Where each service's own database URL is (service name → URL with its role), for the apps (see AppProcess). */
export const DATABASE_ROLES_FILE_VAR = 'DATABASE_ROLES_FILE';

export type DatabaseRoles = Record<string, string>;

export function readDatabaseRoles(file: string): DatabaseRoles {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DatabaseRoles;
  } catch (error) {
    throw new InfraError(`The database roles in ${file} cannot be read (${(error as Error).message}); delete the file to make new ones.`);
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Makes every object of the schema its role's (tables first: their sequences and row types follow them). */
async function handOver(client: pg.Client, schema: string, role: string): Promise<void> {
  const owned = async (sql: string) => (await client.query<{ name: string }>(sql, [schema, role])).rows.map((row) => row.name);
  const relations = await owned(
    `SELECT format('%s %I.%I', CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND pg_get_userbyid(c.relowner) <> $2`,
  );
  for (const relation of relations) await client.query(`ALTER ${relation} OWNER TO ${quoteIdent(role)}`);
  const rest = await owned(
    `SELECT format('SEQUENCE %I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' AND pg_get_userbyid(c.relowner) <> $2
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
     UNION ALL
     SELECT format('ROUTINE %s', p.oid::regprocedure) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND pg_get_userbyid(p.proowner) <> $2
     UNION ALL
     SELECT format('TYPE %I.%I', n.nspname, t.typname) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype IN ('e', 'd', 'r') AND pg_get_userbyid(t.typowner) <> $2`,
  );
  for (const object of rest) await client.query(`ALTER ${object} OWNER TO ${quoteIdent(role)}`);
}

/**
 * One role per service schema, owning that schema and everything in it, with no rights on the others
 * (nobody is granted USAGE on another service's schema), made as the superuser of `adminUrl`; each
 * service's URL is written to `file` (mode 600) and answered, or null when that user may not make roles
 * (the URL is then used by every service as it is).
 */
export async function ensureServiceRoles(adminUrl: string, services: readonly string[], file: string): Promise<DatabaseRoles | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ may: boolean; db: string }>(
      'SELECT (rolsuper OR rolcreaterole) AS may, current_database() AS db FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.may) return null;
    const database = rows[0].db;
    const roles: DatabaseRoles = {};
    for (const service of services) {
      const role = `${database}_${service}`;
      // Derived from the superuser's URL: every bootstrap on this database (a second `npm start`, a test's) agrees on it.
      const password = createHmac('sha256', adminUrl).update(role).digest('hex').slice(0, 40);
      await client.query(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${quoteIdent(role)}; END IF; END $$`);
      await client.query(`ALTER ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD '${password}'`);
      // CREATE: the service's `CREATE SCHEMA IF NOT EXISTS` is checked against the database before the schema's existence.
      await client.query(`GRANT CONNECT, CREATE ON DATABASE ${quoteIdent(database)} TO ${quoteIdent(role)}`);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(service)} AUTHORIZATION ${quoteIdent(role)}`);
      await client.query(`ALTER SCHEMA ${quoteIdent(service)} OWNER TO ${quoteIdent(role)}`);
      await handOver(client, service, role);
      const url = new URL(adminUrl);
      url.username = role;
      url.password = password;
      roles[service] = url.toString();
    }
    writeFileSync(file, `${JSON.stringify(roles, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return roles;
  } finally {
    await client.end();
  }
}

/** Drops the roles of a test database that is gone (they own nothing any more). */
export async function dropServiceRoles(serverUrl: string, roles: DatabaseRoles): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    for (const url of Object.values(roles)) await client.query(`DROP ROLE IF EXISTS ${quoteIdent(decodeURIComponent(new URL(url).username))}`);
  } finally {
    await client.end();
  }
}
