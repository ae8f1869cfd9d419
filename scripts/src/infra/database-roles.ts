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

/** The role of `service` in `database` (Compose and Kubernetes build the same name into each app's DATABASE_URL). */
export const roleOf = (database: string, service: string) => `${database}_${service}`;

/** Whether the user of `client` may make roles; if not, says once that every service shares that user. */
async function mayCreateRoles(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ may: boolean; db: string; user: string }>(
    'SELECT (rolsuper OR rolcreaterole) AS may, current_database() AS db, current_user AS user FROM pg_roles WHERE rolname = current_user',
  );
  if (rows[0]?.may) return rows[0].db;
  process.stderr.write(
    `warning: database user "${rows[0]?.user ?? '?'}" of DATABASE_URL may not create roles; every service shares that user and can read every other service's schema\n`,
  );
  return null;
}

/**
 * One role per service schema (`passwords`: service → its role's password), owning that schema and
 * everything in it, with no rights on the others (nobody is granted USAGE on another service's schema),
 * made as the user of `client`; answers each service's URL (the admin URL with the role's name and password).
 */
export async function applyServiceRoles(client: pg.Client, database: string, adminUrl: string, passwords: Readonly<Record<string, string>>): Promise<DatabaseRoles> {
  const roles: DatabaseRoles = {};
  for (const [service, password] of Object.entries(passwords)) {
    const role = roleOf(database, service);
    await client.query(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role.replaceAll("'", "''")}') THEN CREATE ROLE ${quoteIdent(role)}; END IF; END $$`);
    await client.query(`ALTER ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD '${password.replaceAll("'", "''")}'`);
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
  return roles;
}

/**
 * The roles of `npm start` / `npm test` (see applyServiceRoles), made as the user of `adminUrl`; each
 * service's URL is written to `file` (mode 600) and answered, or null when that user may not make roles
 * (the URL is then used by every service as it is, and a warning says so).
 */
export async function ensureServiceRoles(adminUrl: string, services: readonly string[], file: string): Promise<DatabaseRoles | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const database = await mayCreateRoles(client);
    if (database === null) return null;
    // Derived from the superuser's URL: every bootstrap on this database (a second `npm start`, a test's) agrees on it.
    const passwords = Object.fromEntries(
      services.map((service) => [service, createHmac('sha256', adminUrl).update(roleOf(database, service)).digest('hex').slice(0, 40)]),
    );
    const roles = await applyServiceRoles(client, database, adminUrl, passwords);
    writeFileSync(file, `${JSON.stringify(roles, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return roles;
  } finally {
    await client.end();
  }
}

/** Makes the deployment's roles with the operator's passwords; null (after the warning) when the user may not. */
export async function applyDeployRoles(adminUrl: string, passwords: Readonly<Record<string, string>>): Promise<DatabaseRoles | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const database = await mayCreateRoles(client);
    return database === null ? null : await applyServiceRoles(client, database, adminUrl, passwords);
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
