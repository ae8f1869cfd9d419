import { MAJORS, generationLimits, studyToolLimits, subjectTopicSchema, type StudySession, type SubjectTopic } from '@studyforge/contracts';
import { performance } from 'node:perf_hooks';
import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { LocalEnginePool } from '@studyforge/generation-service/dist/ai/threaded/local-engine-pool.js';
import { textToDocument } from '@studyforge/generation-service/dist/extraction/extract-document.js';
import { KNOWLEDGE_BASE } from '@studyforge/generation-service/dist/knowledge/knowledge-base.js';
import { SubjectGenerator } from '@studyforge/generation-service/dist/knowledge/subject-generator.js';
import { writeCalendarInThread } from '@studyforge/generation-service/dist/study-plan/calendar-threads.js';
import { studyCalendarIcs } from '@studyforge/generation-service/dist/study-plan/study-calendar.ics.js';
import { essayWordCount } from '@studyforge/generation-service/dist/study-tools/essay-text.js';
import { machineInfo } from './machine-info.js';

/** The longest a request handler may hold its service's event loop: other students' requests wait behind it. */
export const HANDLER_BLOCK_AIM_MS = 5;
/**
 * A job's share of its worker's event loop: receiving the engine's result from its thread (a 200,000-character
 * study guide is about 650 KiB). The worker's other jobs and BullMQ's lock renewals (every 30 s) wait that long at most.
 */
export const JOB_BLOCK_AIM_MS = 100;
/** Each probe runs this many times; the least block is kept (a shared machine only adds to it). */
const RUNS = 5;

export interface HandlerBlockResult {
  handler: string;
  runsOn: string;
  worstInput: string;
  /** The event-loop block when the work ran on it (before it moved), when it moved. */
  beforeMs: number | null;
  /** The event loop's busy time during the call now (an upper bound of its longest block). */
  nowMs: number;
  /** The longest gap between 1 ms timers during the call now (the block, plus whatever a busy machine adds). */
  gapMs: number;
  /** Where the work runs now. */
  where: string;
}

interface Probe {
  handler: string;
  runsOn: string;
  worstInput: string;
  where: string;
  now: () => Promise<unknown>;
  before?: () => Promise<unknown>;
  /** Runs of `now` (fewer for seconds-long engine calls). */
  runs?: number;
}

const WORKER = 'generation worker';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest the event loop went without running a 1 ms timer while `work` ran: the work's synchronous
 * part, when it has one. (perf_hooks.monitorEventLoopDelay samples too rarely to see one long block.)
 */
async function eventLoopBlock(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  try {
    await work();
    // One more tick after a synchronous block, so it is counted.
    await pause(3);
  } finally {
    clearTimeout(timer);
  }
  return worst;
}

/** The event loop's busy time while `work` ran (its idle waits for a thread or I/O left out): an upper bound of its longest block, and unlike timer gaps not inflated by a busy machine. */
async function eventLoopBusy(work: () => Promise<unknown>): Promise<number> {
  const start = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(start).active;
}

interface Measured {
  busyMs: number;
  gapMs: number;
}

/** The least of `runs` runs of each measure (a shared machine only adds to them). */
async function measure(work: () => Promise<unknown>, runs = RUNS): Promise<Measured> {
  let busyMs = Number.POSITIVE_INFINITY;
  let gapMs = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    busyMs = Math.min(busyMs, await eventLoopBusy(work));
    gapMs = Math.min(gapMs, await eventLoopBlock(work));
  }
  return { busyMs, gapMs };
}

/** A year of sessions, four a day: more than the largest plan the study-plan benchmark builds (1,317). */
function yearOfSessions(): StudySession[] {
  const sessions: StudySession[] = [];
  for (let day = 0; day < 366; day++) {
    const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    for (let slot = 0; slot < 4; slot++) {
      sessions.push({
        id: crypto.randomUUID(),
        goalId: crypto.randomUUID(),
        subject: `Course ${(day * 4 + slot) % 50} with a long enough subject name`,
        date,
        startTime: `${String(8 + slot * 2).padStart(2, '0')}:00`,
        duration: 1.5,
        kind: slot === 3 ? 'review' : 'study',
        status: 'scheduled',
        startsAt: `${date}T${String(8 + slot * 2).padStart(2, '0')}:00:00.000Z`,
      });
    }
  }
  return sessions;
}

/** Pasted notes of the largest allowed size: a fact on every line (the engine's slowest ordinary input) and "1. " runs (its slowest pathological one). */
function longestNotes(): Record<string, string> {
  const topics = ['cell', 'enzyme', 'protein', 'membrane', 'gene', 'tissue', 'organ', 'hormone', 'neuron', 'muscle'];
  const parts: string[] = [];
  let length = 0;
  for (let n = 0; length < generationLimits.maxTextChars; n++) {
    const topic = topics[n % topics.length];
    const part = `## Section ${n}: the ${topic} ${n}\n\nThe ${topic} of type ${n} is a structure that regulates process ${n * 7} in the body. Scientist ${n} described it in ${1800 + (n % 200)}.\n\n`;
    parts.push(part);
    length += part.length;
  }
  return {
    'a fact on every line': parts.join('').slice(0, generationLimits.maxTextChars),
    '"1. " repeated': '1. '.repeat(Math.floor(generationLimits.maxTextChars / 3)),
  };
}

/** The words of every course's terms and definitions: a description that matches every course a little (the ranking's slowest case). */
function widestDescription(): string {
  const words = KNOWLEDGE_BASE.flatMap((course) => course.facts.flatMap((fact) => `${fact.term} ${fact.definition}`.split(/\s+/)));
  const text: string[] = [];
  let length = 0;
  for (let index = 0; length < 4900; index = (index + 97) % words.length) {
    text.push(words[index]!);
    length += words[index]!.length + 1;
  }
  return text.join(' ');
}

function probes(pool: LocalEnginePool, inProcess: LocalAiProvider): Probe[] {
  const topic = (fields: Partial<SubjectTopic> & { label: string }) => subjectTopicSchema.parse(fields);
  const subjects = new SubjectGenerator(pool, KNOWLEDGE_BASE);
  const subjectsBefore = new SubjectGenerator(inProcess, KNOWLEDGE_BASE);
  const major = MAJORS[0]!.name;
  const unmatched = topic({ label: 'Qwzx vrbl'.padEnd(300, ' qwzx'), description: 'Zyxw qrst vlmn. '.repeat(312) });
  const widest = topic({ label: 'Cells, markets, courts and code'.padEnd(300, ' systems'), description: widestDescription() });
  const sessions = yearOfSessions();
  const calendar = studyCalendarIcs(sessions, 'https://studyforge.example');
  const essays = {
    '"a" run': 'a'.repeat(studyToolLimits.maxEssayChars),
    '"-" run after a letter': `a${'-'.repeat(studyToolLimits.maxEssayChars - 1)}`,
    'ordinary sentences': 'The evidence suggests that cities should invest in public transport. '.repeat(Math.floor(studyToolLimits.maxEssayChars / 70)),
  };
  const worstEssay = async () => {
    for (const text of Object.values(essays)) essayWordCount(text);
  };
  const notes = longestNotes();
  const engineProbes: Probe[] = Object.entries(notes).flatMap(([input, text]) => {
    const documents = [textToDocument(text)];
    return [
      {
        handler: 'generate-flashcards job (10 cards)',
        runsOn: WORKER,
        worstInput: `200,000 characters: ${input}`,
        where: 'local-engine thread',
        runs: 1,
        now: () => pool.flashcards({ documents, count: 10 }),
        before: () => inProcess.flashcards({ documents, count: 10 }),
      },
      {
        handler: 'generate-notes job (study guide)',
        runsOn: WORKER,
        worstInput: `200,000 characters: ${input}`,
        where: 'local-engine thread',
        runs: 1,
        now: () => pool.notes({ documents }).catch(() => null),
        before: () => inProcess.notes({ documents }).catch(() => null),
      },
    ];
  });
  return [
    {
      handler: 'generation.subject-trivia (a major: every course of it, 20 questions)',
      runsOn: 'generation service',
      worstInput: `label "${major}"`,
      where: 'event loop (curated questions, no engine)',
      now: () => subjects.trivia(topic({ label: major }), 20, 'bench'),
    },
    {
      handler: 'generation.subject-trivia (ranking every course, 20 questions)',
      runsOn: 'generation service',
      worstInput: '300-character label, 5,000-character description using words of every course',
      where: 'event loop (ranking and curated questions)',
      now: () => subjects.trivia(widest, 20, 'bench'),
    },
    {
      handler: 'generation.subject-trivia (no course matches: the engine reads the description)',
      runsOn: 'generation service',
      worstInput: '300-character label, 5,000-character description matching no course',
      where: 'local-engine thread',
      now: () => subjects.trivia(unmatched, 20, 'bench').catch(() => null),
      before: () => subjectsBefore.trivia(unmatched, 20, 'bench').catch(() => null),
    },
    {
      handler: 'generation.study-plan.calendar-file after a goal’s removal (.ics rewritten)',
      runsOn: 'generation service',
      worstInput: `a year of sessions, 4 a day (${sessions.length.toLocaleString('en-US')})`,
      where: 'calendar thread',
      now: () => writeCalendarInThread(sessions, 'https://studyforge.example'),
      before: async () => studyCalendarIcs(sessions, 'https://studyforge.example'),
    },
    {
      handler: 'generation.study-plan.calendar-file / calendar-feed: the reply’s JSON',
      runsOn: 'generation service',
      worstInput: `that year's .ics (${Math.round(calendar.length / 1024)} KiB)`,
      where: 'event loop',
      now: async () => JSON.parse(JSON.stringify({ fileName: 'study-plan.ics', calendar })),
    },
    {
      handler: 'generation.grade-essay: the request’s word count',
      runsOn: 'generation service',
      worstInput: `${studyToolLimits.maxEssayChars.toLocaleString('en-US')} characters: ${Object.keys(essays).join(', ')} (all three)`,
      where: 'event loop',
      now: worstEssay,
    },
    ...engineProbes,
    {
      handler: 'grade-essay job',
      runsOn: WORKER,
      worstInput: `${studyToolLimits.maxEssayChars.toLocaleString('en-US')} characters of ordinary sentences`,
      where: 'local-engine thread',
      runs: 1,
      now: () => pool.gradeEssay({ text: essays['ordinary sentences'], essayType: 'argumentative' }),
      before: () => inProcess.gradeEssay({ text: essays['ordinary sentences'], essayType: 'argumentative' }),
    },
  ];
}

/**
 * Every request handler and worker job found to do more than trivial CPU work, with its largest
 * allowed input: how long it holds its process's event loop now, and before it moved to a thread.
 */
export async function measureHandlerBlocks(log: (line: string) => void): Promise<HandlerBlockResult[]> {
  const pool = new LocalEnginePool({ threads: 1, deadlineMs: 600_000 });
  const inProcess = new LocalAiProvider();
  try {
    // Threads loaded and the engine warmed on both sides, so no probe pays for a start.
    const warm = [textToDocument('Warm-up: the mitochondrion makes ATP. Osmosis is the diffusion of water.')];
    await pool.flashcards({ documents: warm, count: 2 });
    await inProcess.flashcards({ documents: warm, count: 2 });
    await writeCalendarInThread(yearOfSessions().slice(0, 4), 'https://studyforge.example');
    // Every probe now first, then the same work the old way: its garbage on this heap would be collected during later probes.
    const list = probes(pool, inProcess);
    const measured: Measured[] = [];
    for (const probe of list) {
      measured.push(await measure(probe.now, probe.runs));
      const now = measured.at(-1)!;
      log(`  ${probe.handler}: event loop busy ${now.busyMs.toFixed(1)} ms, longest timer gap ${now.gapMs.toFixed(1)} ms now (${probe.where})`);
    }
    const results: HandlerBlockResult[] = [];
    for (const [index, probe] of list.entries()) {
      const beforeMs = probe.before ? await eventLoopBlock(probe.before) : null;
      if (beforeMs !== null) log(`  ${probe.handler}: ${Math.round(beforeMs)} ms on the event loop`);
      const now = measured[index]!;
      results.push({ handler: probe.handler, runsOn: probe.runsOn, worstInput: probe.worstInput, beforeMs, nowMs: now.busyMs, gapMs: now.gapMs, where: probe.where });
    }
    return results;
  } finally {
    await pool.close();
  }
}

const aimOf = (result: HandlerBlockResult) => (result.runsOn === WORKER ? JOB_BLOCK_AIM_MS : HANDLER_BLOCK_AIM_MS);

export function handlerBlocksMet(results: HandlerBlockResult[]): boolean {
  return results.every((result) => result.nowMs < aimOf(result));
}

export const HANDLER_BLOCK_HEADING = '## Event-loop block of every request handler and job with CPU work (issue 15, point 1)';

export function renderHandlerBlockResults(results: HandlerBlockResult[]): string {
  const machine = machineInfo();
  return [
    '',
    HANDLER_BLOCK_HEADING,
    '',
    `${machine.date}; ${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}; load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(' / ')}` +
      (machine.loadAverage[0] > machine.cores ? ' (a shared machine busy with other work: timer gaps and "before" figures are inflated by waiting for a core).' : '.'),
    '',
    'An audit of every NATS request/reply handler (`@MessagePattern` in services/*/src) and every gateway handler for work that can take more ' +
      'than a few milliseconds of CPU on the largest allowed input; the suspects below run here with that input, in the bench process on compiled code. ' +
      '"Busy" is the event loop\'s active time during the call (`performance.eventLoopUtilization`: its waits for a thread or I/O left out), an upper ' +
      'bound of the longest time it is held; "timer gap" is the longest gap between 1 ms timers meanwhile (`perf_hooks.monitorEventLoopDelay` ' +
      'samples too rarely to see one long block), which on a loaded machine also counts the time the process waits for a core, even while the loop is idle. ' +
      `Each is the least of ${RUNS} runs (1 for the seconds-long engine calls). "Before" is the timer gap of the same work on the event loop, as it ran until it moved (one run). ` +
      `Aim: busy under ${HANDLER_BLOCK_AIM_MS} ms in a request handler, under ${JOB_BLOCK_AIM_MS} ms in a job (its share is receiving the engine's result ` +
      "from the thread: a 200,000-character study guide is about 650 KiB). Not measured here: the gateway's handlers (their CPU work is the body checks " +
      "of the table above; uploads are streamed to object storage), auth's argon2 hashing and profile's avatar resizing with sharp (both run in libuv's thread pool).",
    '',
    '| Handler | Process | Worst input | Before: event loop held, ms | Now: busy, ms | Now: timer gap, ms | Where the work runs now | Aim |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.handler} | ${result.runsOn} | ${result.worstInput} | ${result.beforeMs === null ? '(same)' : Math.round(result.beforeMs)} | ` +
        `${result.nowMs.toFixed(1)} | ${result.gapMs.toFixed(1)} | ${result.where} | ${result.nowMs < aimOf(result) ? 'met' : 'missed'} |`,
    ),
    '',
    `**Every handler and job within its aim: ${handlerBlocksMet(results) ? 'yes' : 'no'}.**`,
    '',
  ].join('\n');
}
