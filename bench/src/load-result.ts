import type { CpuSplit } from './cpu-meter.js';

/** What one measured load run yields, whatever generated the load. */
export interface LoadOutcome {
  /** Requests answered as expected in the measured window. */
  requests: number;
  durationSeconds: number;
  /** Expected answers per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than the expected one, connection errors and timeouts; any of them fails the run. */
  failures: number;
  failureDetail: string;
}

/** A load run against one target, with what the machine's processes spent on it. */
export interface LoadResult extends LoadOutcome {
  /** Short name used in the tables. */
  target: string;
  /** What the target exercises, for the reader. */
  exercises: string;
  /** CPU time by process while the measured window ran; null where /proc is not available. */
  cpu: CpuSplit | null;
  /** Redis commands per expected answer, by command name. */
  redisCommandsPerRequest: Record<string, number> | null;
  /** Throughput of every measured round of this target, in run order (this result is the best one). */
  roundsRequestsPerSecond: number[];
}
