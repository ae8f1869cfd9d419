import { readApps } from '../../../deploy/app-registry.mjs';
import { REPO_ROOT } from '../stack/repo-root.js';
import { applyDeployRoles } from './database-roles.js';
import { InfraError } from './infra-error.js';

/** The variable holding a service's role password in a deployment (.env for Compose, a Secret in Kubernetes). */
export const dbPasswordVariableOf = (service: string) => `${service.toUpperCase().replaceAll('-', '_')}_DB_PASSWORD`;

/** Every service schema, from the app registry (a worker shares its service's schema and role). */
export const deployedServices = (root = REPO_ROOT): string[] => [...new Set(readApps(root).flatMap((app) => (app.service ? [app.service] : [])))];

/** Each service's role password from `env`; a missing or short one is refused, naming its variable. */
export function deployRolePasswords(env: NodeJS.ProcessEnv, services: readonly string[]): Record<string, string> {
  const passwords: Record<string, string> = {};
  for (const service of services) {
    const variable = dbPasswordVariableOf(service);
    const password = env[variable] ?? '';
    if (password.length < 16) throw new InfraError(`${variable} must be set to the ${service} database role's password (at least 16 characters, e.g. \`openssl rand -hex 24\`).`);
    passwords[service] = password;
  }
  return passwords;
}

// `apply`: one-shot before the apps start (Compose's db-roles service, the Kubernetes db-roles Job), as the
// Postgres user of DATABASE_URL; it makes or updates every service's role with its password and exits.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/scripts\/dist\//, '/scripts/dist/'))) {
  if (process.argv[2] !== 'apply') {
    process.stderr.write('usage: DATABASE_URL=<admin url> <SERVICE>_DB_PASSWORD=... node scripts/dist/infra/deploy-database-roles.js apply\n');
    process.exit(2);
  }
  try {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new InfraError('DATABASE_URL must be set to the URL of a Postgres user that may create roles.');
    const roles = await applyDeployRoles(adminUrl, deployRolePasswords(process.env, deployedServices()));
    if (roles) process.stdout.write(`database roles ready: ${Object.values(roles).map((url) => decodeURIComponent(new URL(url).username)).join(', ')}\n`);
  } catch (error) {
    process.stderr.write(`database roles: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
