import { jobStatusSubject } from './generation.js';
import { MissingCallersError, callersOf, type RpcCaller } from './rpc-callers.js';
import { rpcMessages, type RpcSubject } from './rpc.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

/** One NATS user per process of deploy/app-registry.mjs: its name, and the service it belongs to (null: the gateway). */
export interface NatsApp {
  name: string;
  service: ServiceName | null;
}

export interface NatsPermissions {
  publish: string[];
  /** Plain subjects, or `subject queue` for a queue subscription. */
  subscribe: string[];
  /** Whether the user answers requests (publishes to the requester's reply subject). */
  allowResponses: boolean;
}

const JOB_STATUS_SUBJECTS = jobStatusSubject('*');

/** A process's reply subjects: its own inbox prefix (natsConnectionOptions), so no one reads another's replies. */
export function natsInboxPrefix(user: string): string {
  return `_INBOX.${user}`;
}

/** Every message without callers; empty when rpc-callers.ts covers rpcMessages. */
export function subjectsWithoutCallers(): RpcSubject[] {
  return (Object.keys(rpcMessages) as RpcSubject[]).filter((subject) => callersOf(subject).length === 0);
}

function ownerOf(subject: RpcSubject): ServiceName {
  const owner = SERVICE_NAMES.find((service) => subject.startsWith(`${service}.`));
  if (!owner) throw new MissingCallersError([`${subject} (no service owns it)`]);
  return owner;
}

/**
 * What one app may do on NATS, from `rpcCallers`: publish the requests its caller (the gateway, or its
 * service) is declared for; subscribe to its own inbox; a service's main process (app name = service
 * name) also listens to its own messages in its queue group and answers; generation and its worker
 * publish job status, which the gateway follows.
 */
export function natsPermissionsOf(app: NatsApp): NatsPermissions {
  const missing = subjectsWithoutCallers();
  if (missing.length > 0) throw new MissingCallersError(missing);
  const caller: RpcCaller = app.service ?? 'gateway';
  const subjects = Object.keys(rpcMessages) as RpcSubject[];
  const publish: string[] = subjects.filter((subject) => callersOf(subject).includes(caller));
  const subscribe = [`${natsInboxPrefix(app.name)}.>`];
  const serves = app.service !== null && app.name === app.service;
  if (serves) subscribe.push(...subjects.filter((subject) => ownerOf(subject) === app.service).map((subject) => `${subject} ${app.service}`));
  if (app.service === 'generation') publish.push(JOB_STATUS_SUBJECTS);
  if (app.service === null) subscribe.push(JOB_STATUS_SUBJECTS);
  return { publish, subscribe, allowResponses: serves };
}
