import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** One measured step of the work on the gateway's cost per request (`--throughput-only --step "<what changed>"`). */
export interface ThroughputStep {
  step: string;
  date: string;
  fullRequestsPerSecond: number;
  baselineRequestsPerSecond: number;
  gatewayUsPerRequest: number | null;
  creditsUsPerRequest: number | null;
  fullP99Ms: number;
  loadAverage: [number, number, number];
  /** Rounds and measured seconds per target of that run. */
  rounds: number;
  durationSeconds: number;
}

/** The steps measured so far, oldest first (kept beside RESULTS.md so the table survives every rewrite). */
export function readSteps(file: string): ThroughputStep[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array of steps`);
  return parsed as ThroughputStep[];
}

export function appendStep(file: string, step: ThroughputStep): ThroughputStep[] {
  const steps = [...readSteps(file), step];
  writeFileSync(file, `${JSON.stringify(steps, null, 2)}\n`);
  return steps;
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const us = (value: number | null) => (value === null ? 'n/a' : Math.round(value).toLocaleString('en-US'));

/** "Steps taken": one row per measured run, each row from its own run (the ratio is within that run). */
export function renderSteps(steps: ThroughputStep[]): string[] {
  if (steps.length === 0) return [];
  return [
    '### Steps taken',
    '',
    'Each row is one `npm run bench -- --throughput-only --step "…"` run after the change it names, on the same shared machine. Absolute figures move with the other work on it, and so does the ratio of a single run (full path / baseline within that run) when that work hits the baseline and the full path unevenly; the CPU per request of the gateway and of the credits service counts only their own processes and compares more steadily.',
    '',
    '| Step | Run (UTC) | Rounds × s | Load avg (1 min) | full path req/s | baseline req/s | ratio | gateway µs/req | credits µs/req | full path p99 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...steps.map(
      (step) =>
        `| ${step.step} | ${step.date.slice(0, 16).replace('T', ' ')} | ${step.rounds} × ${step.durationSeconds} | ${step.loadAverage[0].toFixed(2)} | ${rate(step.fullRequestsPerSecond)} | ${rate(step.baselineRequestsPerSecond)} | ` +
        `${(step.fullRequestsPerSecond / step.baselineRequestsPerSecond).toFixed(2)} | ${us(step.gatewayUsPerRequest)} | ${us(step.creditsUsPerRequest)} | ${step.fullP99Ms.toFixed(2)} |`,
    ),
    '',
  ];
}
