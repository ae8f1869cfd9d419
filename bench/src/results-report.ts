import { LOAD_GENERATOR, POSTGRES } from './process-groups.js';
import type { LoadResult } from './load-result.js';
import type { AppProfile, ProfileReport } from './profiled-run.js';
import type { MachineInfo } from './machine-info.js';
import { renderSteps, type ThroughputStep } from './throughput-steps.js';

/** The runs the report reads, by role. */
export interface BenchResults {
  /** node:http answering a constant: the ceiling of this machine with this load generator. */
  constant: LoadResult;
  /** node:http + pg running the balance query: the baseline of the aim. */
  baseline: LoadResult;
  /** Gateway route with no session and no NATS. */
  prices: LoadResult;
  /** RpcClient → NATS → credits service → Postgres, no HTTP. */
  rpc: LoadResult;
  /** HTTP → gateway (session in Redis) → NATS → credits → Postgres. */
  full: LoadResult;
}

export interface BenchSettings {
  connections: number;
  warmupSeconds: number;
  stackWarmupSeconds: number;
  durationSeconds: number;
  rounds: number;
  profileSeconds: number;
  autocannonVersion: string;
  postgresVersion: string;
  stackEnv: Record<string, string>;
}

/** Issue 14: the full path at least half the baseline's throughput, with p99 at most 25 ms at 50 connections. */
export const AIM_RATIO = 1 / 2;
export const AIM_P99_MS = 25;

export const THROUGHPUT_HEADING = '# Benchmark: `GET /api/user/credits`';

/** Share of the cores taken by other work above which the report warns that the run was disturbed. */
const NOISY_OUTSIDE_SHARE = 15;

const ORDER: Array<keyof BenchResults> = ['baseline', 'full', 'prices', 'rpc', 'constant'];

const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(2);
const us = (value: number) => Math.round(value).toLocaleString('en-US');
const pct = (value: number) => `${Math.round(value)} %`;

/** CPU µs one expected answer cost in a group of processes, or null without accounting. */
export function cpuPerRequest(result: LoadResult, group: string): number | null {
  const found = result.cpu?.groups.find((entry) => entry.name === group);
  if (!found || result.requests === 0) return null;
  return (found.cpuSeconds * 1e6) / result.requests;
}

/** How much of one core a group used over the run, in percent. */
function coreShare(result: LoadResult, group: string): number {
  const found = result.cpu?.groups.find((entry) => entry.name === group);
  return found && result.cpu ? (100 * found.cpuSeconds) / result.cpu.seconds : 0;
}

function totalPerRequest(result: LoadResult): number | null {
  if (!result.cpu || result.requests === 0) return null;
  return (result.cpu.groups.reduce((sum, group) => sum + group.cpuSeconds, 0) * 1e6) / result.requests;
}

/** Share of all cores the machine was busy, and the part of it outside this benchmark's processes. */
function machineLoad(result: LoadResult): { busy: number; outside: number } | null {
  const cpu = result.cpu;
  if (!cpu || cpu.machineBusySeconds === null) return null;
  const capacity = cpu.seconds * cpu.cores;
  const ours = cpu.groups.reduce((sum, group) => sum + group.cpuSeconds, 0);
  return {
    busy: (100 * cpu.machineBusySeconds) / capacity,
    outside: (100 * Math.max(0, cpu.machineBusySeconds - ours)) / capacity,
  };
}

function redisText(result: LoadResult): string {
  const commands = Object.entries(result.redisCommandsPerRequest ?? {}).sort((a, b) => b[1] - a[1]);
  if (commands.length === 0) return 'no Redis command';
  return commands.map(([command, count]) => `${count.toFixed(2)} × \`${command.toUpperCase()}\``).join(' + ');
}

function resultsTable(results: BenchResults): string[] {
  const lines = [
    '| Target | What it exercises | req/s | p50 ms | p99 ms | Errors | req/s of each round |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const key of ORDER) {
    const result = results[key];
    lines.push(
      `| ${result.target} | ${result.exercises} | ${rate(result.requestsPerSecond)} | ${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${result.failures} | ${result.roundsRequestsPerSecond.map(rate).join(' / ')} |`,
    );
  }
  return lines;
}

/** Rows: processes; columns: runs; cells: CPU µs per expected answer. */
function cpuTable(runs: LoadResult[], extraRows: Array<{ label: string; cell: (run: LoadResult) => string }>): string[] {
  const names: string[] = [];
  for (const run of runs) {
    for (const group of run.cpu?.groups ?? []) {
      if ((cpuPerRequest(run, group.name) ?? 0) >= 2 && !names.includes(group.name)) names.push(group.name);
    }
  }
  const lines = [`| CPU µs per request | ${runs.map((run) => run.target).join(' | ')} |`, `| --- | ${runs.map(() => '---:').join(' | ')} |`];
  for (const name of names) {
    const cells = runs.map((run) => {
      const value = cpuPerRequest(run, name);
      return value === null || value < 2 ? '·' : us(value);
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  lines.push(`| **all of the above** | ${runs.map((run) => `**${us(totalPerRequest(run) ?? 0)}**`).join(' | ')} |`);
  for (const row of extraRows) lines.push(`| ${row.label} | ${runs.map(row.cell).join(' | ')} |`);
  return lines;
}

const busyCell = (run: LoadResult) => {
  const load = machineLoad(run);
  return load ? pct(load.busy) : 'n/a';
};
const outsideCell = (run: LoadResult) => {
  const load = machineLoad(run);
  return load ? pct(load.outside) : 'n/a';
};

/** Breakdown sentence: "gateway 310 µs (52 %), credits service 120 µs (20 %), …", largest first. */
function breakdown(result: LoadResult): string {
  const total = totalPerRequest(result) ?? 0;
  return (result.cpu?.groups ?? [])
    .map((group) => ({ name: group.name, value: cpuPerRequest(result, group.name) ?? 0 }))
    .filter((entry) => entry.value >= 2)
    .sort((a, b) => b.value - a.value)
    .map((entry) => `${entry.name} ${us(entry.value)} µs (${pct((100 * entry.value) / total)})`)
    .join(', ');
}

function fullSpeedText(results: BenchResults, ratio: number): string[] {
  const { baseline, full, prices, rpc } = results;
  const at = (run: LoadResult, group: string) => cpuPerRequest(run, group) ?? 0;
  const fullTotal = totalPerRequest(full)!;
  const baseTotal = totalPerRequest(baseline)!;
  const load = machineLoad(full)!;
  const baseLoad = machineLoad(baseline)!;
  const cores = full.cpu!.cores;
  const paragraphs: string[] = [];
  if (Math.max(load.outside, baseLoad.outside) >= NOISY_OUTSIDE_SHARE) {
    paragraphs.push(
      `> **Disturbed run:** other work on this machine took ${pct(baseLoad.outside)} of all cores during the baseline run and ${pct(load.outside)} during the full-path run. ` +
        'Throughput and latency are depressed by it and compare less reliably than the CPU time per request, which counts only the processes of this benchmark.',
    );
  }
  paragraphs.push(
    `Everything (load generator, gateway, services, NATS, Redis, Postgres) shares the same ${cores} cores. During the full-path run the machine was ${pct(load.busy)} busy across all cores. ` +
      (load.busy >= 85
        ? "The cores were saturated, so each target's throughput is set by the CPU time one request costs summed over every process, not by waiting on I/O."
        : 'The cores were not saturated, so throughput is limited by waiting (round trips between processes) rather than by CPU alone.') +
      ` A Node process runs its JavaScript on one core: the gateway used ${pct(coreShare(full, 'gateway'))} of one core on the full path ` +
      `(${pct(coreShare(results.prices, 'gateway'))} on the gateway-only route) and the credits service ${pct(coreShare(full, 'credits service'))}` +
      (coreShare(full, 'gateway') >= 85 ? ', so on the full path the gateway process itself is the limit.' : '.'),
  );
  paragraphs.push(
    `One baseline request costs ${us(baseTotal)} µs of CPU in total (${breakdown(baseline)}); one full-path request costs ${us(fullTotal)} µs, ` +
      `${(fullTotal / baseTotal).toFixed(1)}× as much (${breakdown(full)}). CPU alone predicts a throughput ratio of ${(baseTotal / fullTotal).toFixed(2)}; the measured ratio is ${ratio.toFixed(2)}.`,
  );
  paragraphs.push(
    `The intermediate points split the path. Without session and NATS (\`GET /api/credits/prices\`) the gateway costs ${us(at(prices, 'gateway'))} µs per request and reaches ${rate(prices.requestsPerSecond)} req/s, ` +
      `against ${us(at(full, 'gateway'))} µs on \`/api/user/credits\`. The NATS round trip alone (RpcClient → nats-server → credits → Postgres, no HTTP, no session) reaches ${rate(rpc.requestsPerSecond)} req/s; ` +
      `there the credits service costs ${us(at(rpc, 'credits service'))} µs per request, nats-server ${us(at(rpc, 'nats-server'))} µs and the RpcClient side ${us(at(rpc, LOAD_GENERATOR))} µs, ` +
      `where the whole baseline server (HTTP, pg query, JSON) costs ${us(at(baseline, 'baseline server'))} µs. ` +
      `Per-request CPU grows as throughput falls (less work is batched per event-loop turn and per socket write): the same autocannon costs ${us(at(baseline, LOAD_GENERATOR))} µs per request against the baseline and ${us(at(full, LOAD_GENERATOR))} µs against the full path.`,
  );
  const pgExtra = at(full, POSTGRES) - at(baseline, POSTGRES);
  paragraphs.push(
    `Postgres runs the same single query in both paths: ${us(at(baseline, POSTGRES))} µs per request for the baseline, ${us(at(full, POSTGRES))} µs on the full path` +
      (pgExtra <= 0.5 * at(baseline, POSTGRES) + 20
        ? '; the database is not where the full path loses.'
        : ` (${us(pgExtra)} µs more, ${pct((100 * pgExtra) / (fullTotal - baseTotal))} of the difference in total CPU per request; the request rate is ${(baseline.requestsPerSecond / full.requestsPerSecond).toFixed(1)}× lower, so per-query overhead is shared among fewer queries, as for the load generator above).`),
  );
  return paragraphs;
}

/** The profile's shares applied to the process's CPU per request in the measured full-path run. */
function profileTable(app: AppProfile, cpuUs: number): string[] {
  return [
    `| ${app.group}: ${us(cpuUs)} µs CPU per request | µs | share |`,
    '| --- | ---: | ---: |',
    ...app.shares
      .filter((share) => share.share >= 0.005)
      .map((share) => `| ${share.name} | ${us(share.share * cpuUs)} | ${pct(100 * share.share)} |`),
  ];
}

function profileText(profile: ProfileReport, full: LoadResult): string {
  return profile.apps
    .map((app) => {
      const cpuUs = cpuPerRequest(full, app.group) ?? 0;
      const [first, second, third] = app.shares;
      const part = (share: typeof first) => (share ? `${share.name} (${us(share.share * cpuUs)} µs, ${pct(100 * share.share)})` : '');
      return `In the ${app.group} the largest parts are ${[first, second, third].filter(Boolean).map(part).join(', ')}.`;
    })
    .join(' ');
}

/** The whole RESULTS.md, generated from the measurements (rewritten by every run). */
export function renderResults(
  machine: MachineInfo,
  settings: BenchSettings,
  results: BenchResults,
  profile: ProfileReport,
  steps: ThroughputStep[] = [],
): string {
  const { baseline, full, constant } = results;
  const ratio = full.requestsPerSecond / baseline.requestsPerSecond;
  const met = ratio >= AIM_RATIO;
  const p99Met = full.p99Ms <= AIM_P99_MS;
  const accounting = ORDER.every((key) => machineLoad(results[key]) !== null);
  const lines = [
    THROUGHPUT_HEADING,
    '',
    `Generated by \`npm run bench\` (bench/src/run-bench.ts; \`npm run bench -- --throughput-only\` measures only this part) on ${machine.date}. Every run rewrites this part; the figures and the text below come from that run, except the table of steps taken, whose rows come from the runs they name.`,
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel}, ${machine.cores} cores`,
    `- Memory: ${machine.memoryGiB.toFixed(1)} GiB`,
    `- Node.js ${machine.node}, ${machine.os}`,
    `- Postgres ${settings.postgresVersion}`,
    `- Load average when the run started: ${machine.loadAverage.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
    '',
    '## Settings',
    '',
    `- autocannon ${settings.autocannonVersion}, ${settings.connections} connections, keep-alive, no pipelining. First ${settings.stackWarmupSeconds} s of full-path load to warm the stack up (discarded); then per target ${settings.warmupSeconds} s warm-up (discarded) and ${settings.durationSeconds} s measured, one target at a time.`,
    `- ${settings.rounds} rounds over all targets; each target's figures (throughput, latency, CPU) come from its fastest round, since other work on a shared machine only slows runs down. Every round's throughput is listed.`,
    `- The NATS round trip is driven by ${settings.connections} concurrent callers in a closed loop (each sends its next request when the previous one answered), same warm-up and duration.`,
    '- Every answer must be HTTP 200 with the expected body (for the RPC run: the expected reply); any other answer, connection error or timeout fails the run instead of being averaged in.',
    `- Stack: isolated infra (fresh database on the local Postgres, private nats-server and redis-server) and one process each for the gateway, auth and credits services, started as \`npm start\` does, with ${Object.entries(
      settings.stackEnv,
    )
      .map(([key, value]) => `\`${key}=${value}\``)
      .join(', ')}. Baseline: a minimal \`node:http\` server with a \`pg\` Pool (20 connections, like the credits service) in its own process, running \`SELECT balance FROM credits.accounts WHERE user_id = $1\` for the same user on the same database.`,
    '- Latencies: p50/p99 over every expected answer of the measured window, client side. CPU: user + system time of each process over the measured window (Linux `/proc`; Postgres = the backends connected to the bench database), divided by the answers.',
    `- Profile: after the measured runs, one more ${settings.profileSeconds} s full-path run with the gateway and the credits service under the V8 sampling profiler; its figures are used only for the split inside those two processes.`,
    '',
    '## Results',
    '',
    ...resultsTable(results),
    '',
    `**Throughput, full path / baseline: ${ratio.toFixed(2)}** (${rate(full.requestsPerSecond)} vs ${rate(baseline.requestsPerSecond)} req/s). ` +
      `Aim (at least 1/2 of the baseline): **${met ? 'met' : 'missed'}**${met ? '' : ` (the full path would need ${rate(baseline.requestsPerSecond * AIM_RATIO)} req/s)`}. ` +
      `Latency, full path vs baseline: p50 ${ms(full.p50Ms)} vs ${ms(baseline.p50Ms)} ms (${(full.p50Ms / baseline.p50Ms).toFixed(1)}×), p99 ${ms(full.p99Ms)} vs ${ms(baseline.p99Ms)} ms. ` +
      `Aim (full path p99 at most ${AIM_P99_MS} ms at ${settings.connections} connections): **${p99Met ? 'met' : 'missed'}**.`,
    '',
    ...renderSteps(steps),
    '## Where the time goes',
    '',
  ];
  if (!accounting) {
    lines.push('Per-process CPU accounting needs Linux `/proc`; it was not available, so only the figures above are known.');
    return `${lines.join('\n').trimEnd()}\n`;
  }
  lines.push(
    '### By process',
    '',
    ...cpuTable(
      ORDER.map((key) => results[key]),
      [
        { label: 'machine busy, % of all cores', cell: busyCell },
        { label: '… of which other work on the machine', cell: outsideCell },
      ],
    ),
    '',
    ...fullSpeedText(results, ratio).flatMap((paragraph) => [paragraph, '']),
    '### Inside the gateway and the credits service',
    '',
    `Each process's CPU per request in the measured full-path run, split in the proportions of its busy samples in the profiled run (${rate(profile.run.requestsPerSecond)} req/s while profiling; the profiler slows the processes, so only its proportions are used). ` +
      "A sample counts for the innermost package it is in, so a socket write made by the Redis client counts for the session, one made by Node's HTTP response for the HTTP server.",
    '',
  );
  for (const app of profile.apps) lines.push(...profileTable(app, cpuPerRequest(full, app.group) ?? 0), '');
  lines.push(
    `${profileText(profile, full)} Redis commands per request on the full path: ${redisText(full)}.`,
    '',
    `**Scale.** A node:http server answering a constant reaches ${rate(constant.requestsPerSecond)} req/s here; autocannon itself costs ${us(cpuPerRequest(constant, LOAD_GENERATOR) ?? 0)} µs per request, and that CPU comes out of the same cores as the servers under test.`,
  );
  return `${lines.join('\n').trimEnd()}\n`;
}
