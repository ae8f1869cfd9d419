import { rpcMessages, type RpcSubject } from './rpc.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

export type ExportUserDataSubject = Extract<RpcSubject, `${string}.export-user-data`>;
export type EraseUserDataSubject = Extract<RpcSubject, `${string}.erase-user-data`>;

/**
 * Services that keep nothing of a student's: declared here, so that every other service must answer
 * both user-data messages. Empty today: each service holds something.
 */
export const SERVICES_WITHOUT_USER_DATA: readonly ServiceName[] = [];

function declares(subject: string): boolean {
  return subject in rpcMessages;
}

/** The services a data export gathers from and an account deletion waits for, from the contracts themselves. */
export const USER_DATA_SERVICES: readonly ServiceName[] = SERVICE_NAMES.filter((service) => !SERVICES_WITHOUT_USER_DATA.includes(service));

/**
 * Services that neither answer `<service>.export-user-data` and `<service>.erase-user-data` nor are declared
 * in SERVICES_WITHOUT_USER_DATA, each with what it lacks (a test and the worker's start-up check this is empty).
 */
export function servicesMissingUserData(services: readonly string[] = USER_DATA_SERVICES): string[] {
  return services.flatMap((service) => {
    const missing = [`${service}.export-user-data`, `${service}.erase-user-data`].filter((subject) => !declares(subject));
    return missing.length ? [`${service} (add ${missing.join(' and ')} to rpcMessages, or list it in SERVICES_WITHOUT_USER_DATA)`] : [];
  });
}

export function exportSubjectOf(service: ServiceName): ExportUserDataSubject {
  return `${service}.export-user-data` as ExportUserDataSubject;
}

export function eraseSubjectOf(service: ServiceName): EraseUserDataSubject {
  return `${service}.erase-user-data` as EraseUserDataSubject;
}
