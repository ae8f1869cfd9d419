// `npm run bench`: GET /api/user/credits through the whole stack (HTTP → gateway → NATS → credits →
// Postgres) beside a one-process node:http + pg baseline, plus intermediate points that show where the
// time goes; writes bench/RESULTS.md. Exits non-zero when anything fails.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, isolatedInfra, NATS_CREDENTIALS_FILE_VAR, natsUserEnv, readNatsCredentials, REPO_ROOT, startStack, type Infra, type Stack } from '@studyforge/scripts';
import { RpcClient } from '@studyforge/service-kit';
import pg from 'pg';
import { startBaseline, type BaselineProcess } from './baseline-process.js';
import { benchTargets } from './bench-targets.js';
import { createBenchUser } from './bench-user.js';
import { machineInfo } from './machine-info.js';
import type { LoadResult } from './load-result.js';
import { accountedRun, bestRound, measureTarget, warmUp } from './measure-target.js';
import { CREDITS, GATEWAY } from './process-groups.js';
import { GATEWAY_BUCKETS, CREDITS_BUCKETS } from './profile-buckets.js';
import { profiledRun } from './profiled-run.js';
import { AIM_P99_MS, AIM_RATIO, cpuPerRequest, renderResults, THROUGHPUT_HEADING, type BenchResults, type BenchSettings } from './results-report.js';
import { appendStep, readSteps } from './throughput-steps.js';
import { GENERATION_AIM_MS, GENERATION_HEADING, measureGeneration, median, renderGenerationResults } from './generation-bench.js';
import { measureTextInputsAndHandlers, renderTextInputResults, TEXT_INPUT_HEADING, textInputAimsMet } from './text-input-bench.js';
import { HANDLER_BLOCK_HEADING, handlerBlocksMet, measureHandlerBlocks, renderHandlerBlockResults } from './handler-block-bench.js';
import { auditFirstLoad, FIRST_LOAD_HEADING, renderFirstLoadResults } from './first-load-audit.js';
import { writeChapterIntroduction, writeResultsChapter, writeResultsSection } from './results-section.js';
import { measureStudyTools, renderStudyToolsResults, STUDY_TOOLS_HEADING } from './study-tools-bench.js';
import { measureStudyPlans, renderStudyPlanResults, STUDY_PLAN_HEADING } from './study-plan-bench.js';
import { measureSpeech, renderSpeechResults, SPEECH_HEADING } from './speech-bench.js';
import { measureGenerationQuality } from './generation-quality/generation-quality-bench.js';
import { QUALITY_HEADING, renderQualityResults } from './generation-quality/quality-report.js';

const RESULTS_FILE = join(REPO_ROOT, 'bench', 'RESULTS.md');
/** The measured steps of the throughput work, one per `--step` run (rendered under the throughput results). */
const STEPS_FILE = join(REPO_ROOT, 'bench', 'throughput-steps.json');
/** How the product runs in production; the same values are written into RESULTS.md. */
const STACK_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1' };

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 5);
/** The stack's JIT keeps improving for tens of seconds; one longer full-path warm-up comes first. */
const STACK_WARMUP_SECONDS = numberFromEnv('BENCH_STACK_WARMUP_SECONDS', 20);
const DURATION_SECONDS = numberFromEnv('BENCH_DURATION_SECONDS', 15);
/** Every target is measured this many times, round after round; the report keeps each target's best round. */
const ROUNDS = Math.round(numberFromEnv('BENCH_ROUNDS', 2));
const PROFILE_SECONDS = Math.min(8, DURATION_SECONDS);
/** BENCH_KEEP_RUN_FILES=1: keep the run's logs and the profiled processes' .cpuprofile files (bench/.tmp/run-…/profiles) for a closer look. */
const KEEP_RUN_FILES = process.env.BENCH_KEEP_RUN_FILES === '1';
const PROFILE_HOOK = fileURLToPath(new URL('./profile-hook.js', import.meta.url));

const log = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run bench -- --first-load-only`: only the Lighthouse audit; its section of RESULTS.md is replaced, the rest kept. */
const FIRST_LOAD_ONLY = process.argv.includes('--first-load-only');
/** `npm run bench -- --throughput-only`: only `GET /api/user/credits` against the baseline; its part of RESULTS.md is replaced, the rest kept. */
const THROUGHPUT_ONLY = process.argv.includes('--throughput-only');

/** `--step "<what changed>"`: adds this run to the table of steps taken. */
function stepLabel(): string | null {
  const at = process.argv.indexOf('--step');
  if (at === -1) return null;
  const label = process.argv[at + 1]?.trim();
  if (!label || label.startsWith('--')) throw new Error('--step needs a short description of the change measured, e.g. --step "lean session reader"');
  return label.replaceAll('|', '/');
}

/** `npm run bench -- --study-plan-only`: only the Study Calendar's plan generation (no stack needed); its section is replaced. */
const STUDY_PLAN_ONLY = process.argv.includes('--study-plan-only');
/** `npm run bench -- --study-tools-only`: only the Essay Grader's agreement with human scores and the study tools' time (no stack needed). */
const STUDY_TOOLS_ONLY = process.argv.includes('--study-tools-only');

async function measureStudyToolsSection(): Promise<void> {
  log('\n== Study tools: Essay Grader vs human scores, Study Visuals and Essay Grader time');
  writeResultsSection(RESULTS_FILE, STUDY_TOOLS_HEADING, renderStudyToolsResults(await measureStudyTools(log)));
  log(`Written to ${RESULTS_FILE}`);
}
/** `npm run bench -- --speech-only`: only speech synthesis and the 45-minute recap (no stack needed); its section is replaced. */
const SPEECH_ONLY = process.argv.includes('--speech-only');

async function measureSpeechSection(): Promise<void> {
  log('\n== Speech synthesis and the 45-minute recap');
  writeResultsSection(RESULTS_FILE, SPEECH_HEADING, renderSpeechResults(await measureSpeech(log)));
  log(`Written to ${RESULTS_FILE}`);
}

/** `npm run bench -- --text-input-only`: only the pathological text and the handlers' event-loop block (no stack needed); its chapter is replaced; a missed aim fails the run. */
const TEXT_INPUT_ONLY = process.argv.includes('--text-input-only');

/** `npm run bench -- --handler-blocks-only`: only the event-loop block of every handler with CPU work (no stack needed); its section is replaced; a missed aim fails the run. */
const HANDLER_BLOCKS_ONLY = process.argv.includes('--handler-blocks-only');

async function measureHandlerBlockSection(): Promise<void> {
  log('\n== The event-loop block of every handler with CPU work');
  const handlers = await measureHandlerBlocks(log);
  writeResultsSection(RESULTS_FILE, HANDLER_BLOCK_HEADING, renderHandlerBlockResults(handlers).trimStart());
  log(`Written to ${RESULTS_FILE}`);
  if (!handlerBlocksMet(handlers)) throw new Error('A handler holds its event loop longer than its aim (see RESULTS.md).');
}

async function measureTextInputSection(): Promise<boolean> {
  log('\n== Pathological text in every free-text field, and the event-loop block of every handler with CPU work');
  const measurement = await measureTextInputsAndHandlers(log);
  writeResultsChapter(RESULTS_FILE, TEXT_INPUT_HEADING, renderTextInputResults(measurement.stages, measurement.handlers).trimStart());
  log(`Written to ${RESULTS_FILE}`);
  return textInputAimsMet(measurement);
}

/** `npm run bench -- --quality-only`: only the study-set quality on textbook sections (no stack needed); its section is replaced. */
const QUALITY_ONLY = process.argv.includes('--quality-only');

async function measureQualitySection(): Promise<void> {
  log('\n== Study-set quality on textbook sections (local engine)');
  writeResultsSection(RESULTS_FILE, QUALITY_HEADING, renderQualityResults(await measureGenerationQuality(log)));
  log(`Written to ${RESULTS_FILE}`);
}

function measureStudyPlanSection(): void {
  log('\n== Study Calendar: building plans');
  writeResultsSection(RESULTS_FILE, STUDY_PLAN_HEADING, renderStudyPlanResults(measureStudyPlans(log)));
  log(`Written to ${RESULTS_FILE}`);
}

/** `npm run bench -- --fifty-page-only`: only the local engine on the 50-page PDF (in process and through the stack); its chapter's text is replaced, its sections kept. */
const FIFTY_PAGE_ONLY = process.argv.includes('--fifty-page-only');

async function measureFiftyPagePdf(stackUrl: string): Promise<void> {
  log('\n== Generation: the local engine on a 50-page PDF');
  const machine = machineInfo();
  const ranOn = `${machine.date}, ${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}, load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(' / ')} when it started`;
  const generation = await measureGeneration(stackUrl, log);
  writeChapterIntroduction(RESULTS_FILE, GENERATION_HEADING, renderGenerationResults(generation, ranOn));
  const whole = Math.max(median(generation.flashcardsRequestMs), median(generation.quizRequestMs));
  log(`Whole 50-page request: ${Math.round(whole)} ms (target < ${GENERATION_AIM_MS} ms: ${whole < GENERATION_AIM_MS ? 'met' : 'missed'}). Written to ${RESULTS_FILE}`);
}

async function measureFirstLoad(stackUrl: string, user: Awaited<ReturnType<typeof createBenchUser>>): Promise<void> {
  log('\n== First load: Lighthouse, mobile defaults');
  const machine = machineInfo();
  const results = await auditFirstLoad(stackUrl, user, log);
  writeResultsSection(
    RESULTS_FILE,
    FIRST_LOAD_HEADING,
    renderFirstLoadResults(results, {
      date: machine.date,
      machine: `${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}`,
      load: machine.loadAverage.map((value) => value.toFixed(2)).join(' / '),
    }),
  );
  for (const result of results) {
    log(`${result.page.name}: performance ${result.scores.performance}, accessibility ${result.scores.accessibility}, best practices ${result.scores.bestPractices}`);
  }
  log(`Written to ${RESULTS_FILE}`);
}

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = join(dirname(require.resolve(name)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  if (STUDY_PLAN_ONLY) return measureStudyPlanSection();
  if (STUDY_TOOLS_ONLY) return measureStudyToolsSection();
  if (SPEECH_ONLY) return measureSpeechSection();
  if (QUALITY_ONLY) return measureQualitySection();
  if (HANDLER_BLOCKS_ONLY) return measureHandlerBlockSection();
  if (TEXT_INPUT_ONLY) {
    if (!(await measureTextInputSection())) throw new Error('A text step or a handler missed its time aim (see the pathological-text chapter of RESULTS.md).');
    return;
  }
  const step = stepLabel();
  const machine = machineInfo();
  const scratch = join(REPO_ROOT, 'bench', '.tmp', `run-${Date.now()}-${process.pid}`);
  const profileDir = join(scratch, 'profiles');
  let infra: Infra | null = null;
  let stack: Stack | null = null;
  let baseline: BaselineProcess | null = null;
  let rpc: RpcClient | null = null;
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await rpc?.close().catch(() => undefined);
      await baseline?.stop().catch(() => undefined);
      await stack?.stop().catch(() => undefined);
      await infra?.stop().catch(() => undefined);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping everything the bench started...\n`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  let succeeded = false;
  try {
    log('Starting isolated infra and the stack...');
    infra = await isolatedInfra(process.env, scratch);
    // The bench's own RPC client connects as the test NATS's unrestricted user (the apps each as their own).
    Object.assign(process.env, { NATS_USER: infra.env.NATS_USER, NATS_NKEY_SEED: infra.env.NATS_NKEY_SEED });
    stack = await startStack({
      infraEnv: infra.env,
      port: await freePort(),
      sessionSecret: `bench-session-secret-${randomUUID()}`,
      output: { kind: 'files', dir: join(scratch, 'logs') },
      extraEnv: {
        ...STACK_ENV,
        // Idle until the bench signals it (see profile-hook.ts); only the profiled run is affected.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${pathToFileURL(PROFILE_HOOK).href}`].filter(Boolean).join(' '),
        BENCH_PROFILE_DIR: profileDir,
      },
      supervise: false,
    });
    log(`Stack ready at ${stack.url}`);

    const user = await createBenchUser(stack.url);
    log(`Signed in as ${user.email} (${user.id})`);
    if (FIRST_LOAD_ONLY || FIFTY_PAGE_ONLY) {
      if (FIRST_LOAD_ONLY) await measureFirstLoad(stack.url, user);
      if (FIFTY_PAGE_ONLY) await measureFiftyPagePdf(stack.url);
      succeeded = true;
      return;
    }
    baseline = await startBaseline(infra.env.DATABASE_URL!, user.id);
    // The NATS RPC target stands in for the gateway's call, so it connects as the gateway's NATS user when NATS has users.
    const natsCredentials = infra.env[NATS_CREDENTIALS_FILE_VAR];
    if (natsCredentials) Object.assign(process.env, natsUserEnv(readNatsCredentials(natsCredentials), 'gateway'));
    rpc = new RpcClient({ natsUrl: infra.env.NATS_URL!, timeoutMs: 5000 });
    const targets = await benchTargets({ stackUrl: stack.url, baselineUrl: baseline.url, user, rpc, connections: CONNECTIONS });

    log(`\nWarming the stack up: ${STACK_WARMUP_SECONDS} s on the full path (discarded)...`);
    await warmUp(targets.full, STACK_WARMUP_SECONDS);

    const keys = ['baseline', 'full', 'prices', 'rpc', 'constant'] as const;
    const rounds = new Map<keyof BenchResults, LoadResult[]>(keys.map((key) => [key, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      log(`\n== Round ${round} of ${ROUNDS}`);
      for (const key of keys) rounds.get(key)!.push(await measureTarget(targets[key], infra, WARMUP_SECONDS, DURATION_SECONDS));
    }
    const results = {} as BenchResults;
    for (const key of keys) results[key] = bestRound(rounds.get(key)!);
    // A separate run with the gateway and the credits service profiled; the figures above are unaffected.
    log(`\nfull path, gateway and credits service profiled: ${PROFILE_SECONDS} s...`);
    const profiledInfra = infra;
    const profile = await profiledRun(
      profileDir,
      [
        { group: GATEWAY.name, command: GATEWAY.pattern, file: 'gateway', buckets: GATEWAY_BUCKETS },
        { group: CREDITS.name, command: CREDITS.pattern, file: 'credits', buckets: CREDITS_BUCKETS },
      ],
      () => accountedRun(targets.full, profiledInfra, PROFILE_SECONDS),
    );

    const settings: BenchSettings = {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      stackWarmupSeconds: STACK_WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
      rounds: ROUNDS,
      autocannonVersion: packageVersion('autocannon'),
      postgresVersion: await postgresVersion(infra.env.DATABASE_URL!),
      profileSeconds: PROFILE_SECONDS,
      stackEnv: STACK_ENV,
    };
    const steps = step
      ? appendStep(STEPS_FILE, {
          step,
          date: machine.date,
          fullRequestsPerSecond: results.full.requestsPerSecond,
          baselineRequestsPerSecond: results.baseline.requestsPerSecond,
          gatewayUsPerRequest: cpuPerRequest(results.full, GATEWAY.name),
          creditsUsPerRequest: cpuPerRequest(results.full, CREDITS.name),
          fullP99Ms: results.full.p99Ms,
          loadAverage: machine.loadAverage,
          rounds: ROUNDS,
          durationSeconds: DURATION_SECONDS,
        })
      : readSteps(STEPS_FILE);
    const report = renderResults(machine, settings, results, profile, steps);
    if (THROUGHPUT_ONLY) writeResultsChapter(RESULTS_FILE, THROUGHPUT_HEADING, report);
    else writeFileSync(RESULTS_FILE, report);
    const ratio = results.full.requestsPerSecond / results.baseline.requestsPerSecond;
    log(
      `\nFull path / baseline throughput: ${ratio.toFixed(2)} (aim ≥ ${AIM_RATIO.toFixed(2)}: ${ratio >= AIM_RATIO ? 'met' : 'missed'}), ` +
        `full path p99 ${results.full.p99Ms.toFixed(2)} ms (aim ≤ ${AIM_P99_MS} ms: ${results.full.p99Ms <= AIM_P99_MS ? 'met' : 'missed'}). ` +
        `Written to ${RESULTS_FILE}`,
    );
    if (THROUGHPUT_ONLY) {
      succeeded = true;
      return;
    }

    await measureFiftyPagePdf(stack.url);
    log('\n== Pathological text in every free-text field');
    if (!(await measureTextInputSection())) log('A text step or a handler missed its time aim.');
    measureStudyPlanSection();
    await measureStudyToolsSection();
    await measureSpeechSection();
    await measureQualitySection();
    await measureFirstLoad(stack.url, user);
    succeeded = true;
  } finally {
    await cleanUp();
    if (succeeded && !KEEP_RUN_FILES) rmSync(scratch, { recursive: true, force: true });
    else process.stderr.write(`Logs${KEEP_RUN_FILES ? ' and CPU profiles' : ''} of this run are kept in ${scratch}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`\nThe benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
