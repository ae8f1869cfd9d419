import { LatencySamples } from './latency-stats.js';
import type { LoadOutcome } from './load-result.js';

/**
 * Closed-loop load on an async call: `concurrency` callers, each issuing the next call as soon as the
 * previous one answered, for `durationSeconds`. `check` decides whether an answer is the expected one.
 */
export async function rpcLoad<T>(
  call: () => Promise<T>,
  check: (reply: T) => boolean,
  concurrency: number,
  durationSeconds: number,
): Promise<LoadOutcome> {
  const latencies = new LatencySamples();
  const problems = new Map<string, number>();
  let failures = 0;
  const fail = (reason: string) => {
    failures++;
    problems.set(reason, (problems.get(reason) ?? 0) + 1);
  };
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const reply = await call();
        if (check(reply)) latencies.record(performance.now() - sent);
        else fail(`unexpected reply ${JSON.stringify(reply).slice(0, 80)}`);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.count,
    durationSeconds: elapsed,
    requestsPerSecond: latencies.count / elapsed,
    p50Ms: latencies.percentile(50),
    p99Ms: latencies.percentile(99),
    failures,
    failureDetail: [...problems].map(([reason, count]) => `${count}× ${reason}`).join(', '),
  };
}
