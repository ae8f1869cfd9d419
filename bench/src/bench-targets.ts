import { randomUUID } from 'node:crypto';
import type { RpcClient } from '@studyforge/service-kit';
import type { BenchUser } from './bench-user.js';
import { httpLoad } from './http-load.js';
import type { Target } from './measure-target.js';
import type { BenchResults } from './results-report.js';
import { rpcLoad } from './rpc-load.js';

export interface TargetSetup {
  stackUrl: string;
  baselineUrl: string;
  user: BenchUser;
  rpc: RpcClient;
  connections: number;
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/**
 * Every target of the bench, each with the exact answer it must give (checked once here, then on every
 * request under load): the full path and the baseline must agree on the balance.
 */
export async function benchTargets(setup: TargetSetup): Promise<Record<keyof BenchResults, Target>> {
  const { stackUrl, baselineUrl, user, rpc, connections } = setup;
  const creditsUrl = `${stackUrl}/api/user/credits`;
  const creditsBody = await fetchText(creditsUrl, { cookie: user.cookie });
  const { credits } = JSON.parse(creditsBody) as { credits?: unknown };
  if (typeof credits !== 'number') throw new Error(`GET /api/user/credits answered ${creditsBody}, not a balance`);
  const baselineBody = await fetchText(`${baselineUrl}/credits`);
  if (baselineBody !== creditsBody) throw new Error(`The baseline answers ${baselineBody} where the stack answers ${creditsBody}`);
  const pricesUrl = `${stackUrl}/api/credits/prices`;
  const pricesBody = await fetchText(pricesUrl);
  const constantBody = await fetchText(`${baselineUrl}/constant`);

  const http = (url: string, expectBody: string, headers?: Record<string, string>) => (seconds: number) =>
    httpLoad({ url, headers, expectBody, connections, durationSeconds: seconds });
  return {
    baseline: {
      name: 'baseline',
      exercises: 'node:http + pg Pool, one process, same query',
      run: http(`${baselineUrl}/credits`, baselineBody),
    },
    full: {
      name: 'full path',
      exercises: 'HTTP → gateway (session in Redis) → NATS → credits → Postgres',
      run: http(creditsUrl, creditsBody, { cookie: user.cookie }),
    },
    prices: {
      name: 'gateway only',
      exercises: '`GET /api/credits/prices`: Express + Nest, no session, no NATS',
      run: http(pricesUrl, pricesBody),
    },
    rpc: {
      name: 'NATS RPC',
      exercises: `RpcClient \`credits.balance\` → NATS → credits → Postgres, ${connections} in flight, no HTTP`,
      run: (seconds) =>
        rpcLoad(
          () => rpc.request('credits.balance', { userId: user.id }, { requestId: randomUUID(), actor: { userId: user.id } }),
          (reply) => reply.credits === credits,
          connections,
          seconds,
        ),
    },
    constant: {
      name: 'node:http constant',
      exercises: 'node:http answering a fixed body: the ceiling of this machine and load generator',
      run: http(`${baselineUrl}/constant`, constantBody),
    },
  };
}
