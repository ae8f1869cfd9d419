import type { Check, ServiceHealth } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

export async function checkDatabase(dataSource: DataSource, timeoutMs = 1500): Promise<Check> {
  try {
    await Promise.race([
      dataSource.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : 'unreachable' };
  }
}

/** A service's health reply: up only when every one of its own checks is up. */
export async function serviceHealth(service: string, checks: Record<string, () => Promise<Check>>): Promise<ServiceHealth> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]!()));
  const byName = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  const status = results.every((check) => check.status === 'up') ? 'up' : 'down';
  return { service, status, checks: byName };
}
