import type { Infra } from '@studyforge/scripts';
import { CpuMeter, cpuAccountingAvailable } from './cpu-meter.js';
import type { LoadOutcome, LoadResult } from './load-result.js';
import { processGroups } from './process-groups.js';
import { commandsPerRequest, redisCommandCalls } from './redis-command-stats.js';

/** Something the bench puts load on. */
export interface Target {
  name: string;
  exercises: string;
  run: (seconds: number) => Promise<LoadOutcome>;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** One load run with CPU (per process) and Redis (per command) accounting; any failed request throws. */
export async function accountedRun(target: Target, infra: Infra, seconds: number): Promise<LoadResult> {
  const groups = cpuAccountingAvailable() ? await processGroups(infra.env.DATABASE_URL!) : null;
  const meter = groups ? new CpuMeter(groups) : null;
  const redisBefore = await redisCommandCalls(infra.env.REDIS_URL!);
  meter?.start();
  const outcome = await target.run(seconds);
  const cpu = meter?.stop() ?? null;
  const redisAfter = await redisCommandCalls(infra.env.REDIS_URL!);
  log(
    `  ${Math.round(outcome.requestsPerSecond)} req/s, p50 ${outcome.p50Ms.toFixed(2)} ms, p99 ${outcome.p99Ms.toFixed(2)} ms, ` +
      `${outcome.requests} answers, ${outcome.failures} errors`,
  );
  if (outcome.failures > 0) {
    throw new Error(`${target.name}: ${outcome.failures} requests did not get the expected answer (${outcome.failureDetail}); no figures are written.`);
  }
  return {
    ...outcome,
    target: target.name,
    exercises: target.exercises,
    cpu,
    redisCommandsPerRequest: commandsPerRequest(redisBefore, redisAfter, outcome.requests),
    roundsRequestsPerSecond: [outcome.requestsPerSecond],
  };
}

/** A load run whose figures are thrown away; it must still be clean. */
export async function warmUp(target: Target, seconds: number): Promise<void> {
  const warm = await target.run(seconds);
  if (warm.failures > 0) throw new Error(`${target.name} failed during the warm-up: ${warm.failureDetail}`);
}

/** Warm-up, then the measured run at full speed. */
export async function measureTarget(target: Target, infra: Infra, warmupSeconds: number, seconds: number): Promise<LoadResult> {
  log(`\n${target.name}: ${warmupSeconds} s warm-up, ${seconds} s measured...`);
  await warmUp(target, warmupSeconds);
  return accountedRun(target, infra, seconds);
}

/**
 * The best of several rounds of one target. Other work on a shared machine only ever slows a run down,
 * so the fastest round is the least disturbed; every round's throughput is kept for the report.
 */
export function bestRound(rounds: LoadResult[]): LoadResult {
  const best = rounds.reduce((top, round) => (round.requestsPerSecond > top.requestsPerSecond ? round : top));
  return { ...best, roundsRequestsPerSecond: rounds.map((round) => round.requestsPerSecond) };
}
