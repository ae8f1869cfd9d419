import type { Check, ServiceHealth } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';
import { withTimeout } from '../async/with-timeout.js';

/** One dependency's state: up when `work` answers within the timeout, down (with the reason) otherwise. */
export async function probe(work: () => Promise<unknown>, timeoutMs = 1500): Promise<Check> {
  try {
    await withTimeout(work(), timeoutMs);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : 'unreachable' };
  }
}

export function checkDatabase(dataSource: DataSource, timeoutMs = 1500): Promise<Check> {
  return probe(() => dataSource.query('SELECT 1'), timeoutMs);
}

/** A service's health reply: up only when every one of its own checks is up. */
export async function serviceHealth(service: string, checks: Record<string, () => Promise<Check>>): Promise<ServiceHealth> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]!()));
  const byName = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  const status = results.every((check) => check.status === 'up') ? 'up' : 'down';
  return { service, status, checks: byName };
}
