import { rpcMessages, type RpcSubject } from './rpc.js';

type ServiceOf<Subject> = Subject extends `${infer Name}.health` ? Name : never;

/** `auth` for `auth.health`: every NATS service answers a health subject of its own in `rpcMessages`. */
export type ServiceName = ServiceOf<RpcSubject>;

const HEALTH_SUBJECT = /^([a-z][a-z0-9-]*)\.health$/;

/**
 * The NATS services, in the order of their health subjects in `rpcMessages`; the gateway's health
 * check asks each of them. Declaring `<name>.health` there puts a service on this list, and a test
 * (deploy/test/app-registry.spec.ts) checks the list against the folders in services/.
 */
export const SERVICE_NAMES: readonly ServiceName[] = Object.keys(rpcMessages).flatMap((subject) => {
  const name = HEALTH_SUBJECT.exec(subject)?.[1];
  return name ? [name as ServiceName] : [];
});
