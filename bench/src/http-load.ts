import autocannon from 'autocannon';
import { LatencySamples } from './latency-stats.js';
import type { LoadOutcome } from './load-result.js';

export interface HttpLoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** The exact body every answer must have; anything else counts as a failure. */
  expectBody?: string;
  connections: number;
  durationSeconds: number;
}

/**
 * One closed-loop autocannon run (keep-alive, no pipelining). Latencies come from autocannon's
 * per-response timings (sub-millisecond, 200 answers only); throughput counts 200 answers only.
 */
export function httpLoad(options: HttpLoadOptions): Promise<LoadOutcome> {
  const latencies = new LatencySamples();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'GET',
        headers: options.headers,
        connections: options.connections,
        pipelining: 1,
        duration: options.durationSeconds,
        timeout: 10,
        expectBody: options.expectBody,
      },
      (error, result) => {
        if (error) return reject(error);
        const statuses = Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => code !== '200')
          .map(([code, stat]) => `${stat.count ?? 0}× HTTP ${code}`);
        const problems = [
          ...statuses,
          result.errors > 0 ? `${result.errors} connection errors (${result.timeouts} timeouts)` : '',
          result.mismatches > 0 ? `${result.mismatches} unexpected bodies` : '',
        ].filter(Boolean);
        const ok = result.statusCodeStats?.['200']?.count ?? 0;
        const failures = result.requests.total - ok + result.errors + result.mismatches;
        resolve({
          requests: ok,
          durationSeconds: result.duration,
          requestsPerSecond: ok / result.duration,
          p50Ms: latencies.percentile(50),
          p99Ms: latencies.percentile(99),
          failures: ok === 0 ? Math.max(failures, 1) : failures,
          failureDetail: ok === 0 && problems.length === 0 ? 'no answer at all' : problems.join(', '),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.record(responseTime);
    });
  });
}
