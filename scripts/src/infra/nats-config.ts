import { natsPermissionsOf, type NatsApp, type NatsPermissions, type ServiceName } from '@studyforge/contracts';
import { readApps } from '../../../deploy/app-registry.mjs';
import type { NatsCredentials } from './nats-credentials.js';

export interface NatsServerUser {
  /** The user's NKey: a public key, or a `$VARIABLE` the server reads from its environment. */
  nkey: string;
  /** Null: no restriction (the tests' harness). */
  permissions: NatsPermissions | null;
}

/** Every process of deploy/app-registry.mjs as a NATS user. */
export function natsAppsOf(root: string): NatsApp[] {
  return readApps(root).map((app) => ({ name: app.name, service: app.service as ServiceName | null }));
}

/** `GENERATION_WORKER_NKEY` for `generation-worker`: the variable the deployed NATS reads an app's public key from. */
export function nkeyVariableOf(app: string): string {
  return `${app.toUpperCase().replaceAll('-', '_')}_NKEY`;
}

const quoted = (values: readonly string[]) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

function renderUser(user: NatsServerUser): string {
  const nkey = user.nkey.startsWith('$') ? user.nkey : JSON.stringify(user.nkey);
  if (!user.permissions) return `    { nkey: ${nkey} }`;
  const { publish, subscribe, allowResponses } = user.permissions;
  return [
    `    {`,
    `      nkey: ${nkey}`,
    `      permissions: {`,
    // An empty allow-list would allow everything: a user that sends nothing is denied every subject.
    publish.length > 0 ? `        publish: { allow: ${quoted(publish)} }` : `        publish: { deny: [">"] }`,
    `        subscribe: { allow: ${quoted(subscribe)} }`,
    ...(allowResponses ? [`        allow_responses: true`] : []),
    `      }`,
    `    }`,
  ].join('\n');
}

/** The `authorization` block of a nats-server configuration: each user by NKey, with its publish and subscribe allow-lists. */
export function renderNatsAuthorization(users: readonly NatsServerUser[]): string {
  return `authorization {\n  users: [\n${users.map(renderUser).join('\n')}\n  ]\n}\n`;
}

/** The users of a private NATS: every app with the permissions of rpcCallers, plus any user of `credentials` that is no app (the tests' harness, unrestricted). */
export function privateNatsUsers(apps: readonly NatsApp[], credentials: NatsCredentials): NatsServerUser[] {
  const names = new Set(apps.map((app) => app.name));
  return [
    ...apps.map((app) => ({ nkey: credentials[app.name]!.publicKey, permissions: natsPermissionsOf(app) })),
    ...Object.entries(credentials)
      .filter(([name]) => !names.has(name))
      .map(([, key]) => ({ nkey: key.publicKey, permissions: null })),
  ];
}

/** The users of the deployed NATS (docker-compose.yml, deploy/k8s): each app's public key comes from the server's environment. */
export function deployedNatsUsers(apps: readonly NatsApp[]): NatsServerUser[] {
  return apps.map((app) => ({ nkey: `$${nkeyVariableOf(app.name)}`, permissions: natsPermissionsOf(app) }));
}
