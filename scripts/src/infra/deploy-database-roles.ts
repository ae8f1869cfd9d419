import { readApps } from '../../../deploy/app-registry.mjs';
import { REPO_ROOT } from '../stack/repo-root.js';
import { applyDeployRoles } from './database-roles.js';
import { InfraError } from './infra-error.js';

/** The variable holding a service's role password in a deployment (.env for Compose, a Secret in Kubernetes). */
export const dbPasswordVariableOf = (service: string) => `${service.toUpperCase().replaceAll('-', '_')}_DB_PASSWORD`;

/** Every service schema, from the app registry (a worker shares its service's schema and role). */
export const deployedServices = (root = REPO_ROOT): string[] => [...new Set(readApps(root).flatMap((app) => (app.service ? [app.service] : [])))];

/** The variable holding a service's whole URL instead (Kubernetes: the DATABASE_URL of its Secret studyforge-<service>-db). */
export const dbUrlVariableOf = (service: string) => `${service.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`;

/** The password in a service's URL, whose user must be that service's role (<database>_<service>). */
function passwordInUrl(variable: string, service: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InfraError(`${variable} is not a URL (postgres://<database>_${service}:<password>@host:5432/<database>).`);
  }
  const user = decodeURIComponent(url.username);
  const database = url.pathname.slice(1);
  if (user !== `${database}_${service}`) throw new InfraError(`${variable} must connect as the role ${database}_${service}, not "${user}".`);
  return decodeURIComponent(url.password);
}

/**
 * Each service's role password from `env`: <SERVICE>_DB_PASSWORD (Compose), else the password in
 * <SERVICE>_DATABASE_URL (Kubernetes); a missing, short or URL-unsafe one is refused, naming its variable.
 */
export function deployRolePasswords(env: NodeJS.ProcessEnv, services: readonly string[]): Record<string, string> {
  const passwords: Record<string, string> = {};
  for (const service of services) {
    const urlVariable = dbUrlVariableOf(service);
    const fromUrl = !env[dbPasswordVariableOf(service)] && env[urlVariable];
    const variable = fromUrl ? urlVariable : dbPasswordVariableOf(service);
    const password = fromUrl ? passwordInUrl(urlVariable, service, fromUrl) : (env[variable] ?? '');
    if (password.length < 16) {
      throw new InfraError(`${variable} must carry the ${service} database role's password (at least 16 characters, e.g. \`openssl rand -hex 24\`).`);
    }
    // The apps' DATABASE_URL carries it as it is (Compose, Kubernetes): only characters a URL keeps.
    if (!/^[A-Za-z0-9._~-]+$/.test(password)) {
      throw new InfraError(`${variable}: the password may hold only letters, digits and . _ ~ - (it goes into a URL as it is), e.g. \`openssl rand -hex 24\`.`);
    }
    passwords[service] = password;
  }
  return passwords;
}

// `apply`: one-shot before the apps start (Compose's db-roles service, the Kubernetes db-roles Job), as the
// Postgres user of DATABASE_URL; it makes or updates every service's role with its password and exits.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/scripts\/dist\//, '/scripts/dist/'))) {
  if (process.argv[2] !== 'apply') {
    process.stderr.write('usage: DATABASE_URL=<admin url> <SERVICE>_DB_PASSWORD=... (or <SERVICE>_DATABASE_URL=...) node scripts/dist/infra/deploy-database-roles.js apply\n');
    process.exit(2);
  }
  try {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new InfraError('DATABASE_URL must be set to the URL of a Postgres user that may create roles.');
    const roles = await applyDeployRoles(adminUrl, deployRolePasswords(process.env, deployedServices()));
    // The apps' URLs name these roles: without them no service could log in, so the deployment stops here.
    if (!roles) throw new InfraError('no role was made; give DATABASE_URL a user with CREATEROLE (or a superuser).');
    process.stdout.write(`database roles ready: ${Object.values(roles).map((url) => decodeURIComponent(new URL(url).username)).join(', ')}\n`);
  } catch (error) {
    process.stderr.write(`database roles: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
