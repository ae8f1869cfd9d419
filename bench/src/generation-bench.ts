import { extractDocument } from '@studyforge/generation-service/dist/extraction/extract-document.js';
import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { closeParsingThreads, prepareParsingThread } from '@studyforge/generation-service/dist/extraction/sandbox/parsing-threads.js';
import { createBenchUser } from './bench-user.js';
import { fiftyPagePdf } from './fifty-page-pdf.js';

/** Issue 13: the 50-page PDF still answers in under 1 second. */
export const GENERATION_AIM_MS = 1000;
const RUNS = 3;
/** Requests of each kind first sent to warm the stack, as a service that has been up a while is (its code compiled by the JIT). */
const WARM_UP_REQUESTS = 3;
/**
 * Each request is sent to a stack at rest, this long after the one before (and after the student's sign-up
 * mail): the target is one request's answer time, not that of requests queued behind each other.
 */
const REST_MS = 1500;
const rest = () => new Promise((resolve) => setTimeout(resolve, REST_MS));

export interface GenerationTimings {
  pdfBytes: number;
  pages: number;
  words: number;
  extractMs: number[];
  flashcardsMs: number[];
  quizMs: number[];
  flashcardsRequestMs: number[];
  quizRequestMs: number[];
  cardsMade: number;
  questionsMade: number;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function postPdf(stackUrl: string, path: string, cookie: string, pdf: Buffer, fields: Record<string, string>): Promise<unknown> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'lecture-notes.pdf');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${stackUrl}${path}`, { method: 'POST', body: form, headers: { cookie } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The local engine on a 50-page PDF: extraction alone, 10 flashcards and a 10-question quiz alone (in
 * this process), and the whole request through the gateway (upload → S3 → job → worker → reply).
 */
export async function measureGeneration(stackUrl: string, log: (line: string) => void): Promise<GenerationTimings> {
  const pdf = await fiftyPagePdf();
  const provider = new LocalAiProvider();
  const timings: GenerationTimings = {
    pdfBytes: pdf.length,
    pages: 0,
    words: 0,
    extractMs: [],
    flashcardsMs: [],
    quizMs: [],
    flashcardsRequestMs: [],
    quizRequestMs: [],
    cardsMade: 0,
    questionsMade: 0,
  };
  log('Generation: warming up the extractor and the local engine...');
  const warm = await extractDocument({ fileName: 'lecture-notes.pdf', type: 'pdf', bytes: pdf });
  await provider.flashcards({ documents: [warm], count: 10 });
  for (let run = 0; run < RUNS; run++) {
    // As in the generation service: the file is read in a parsing thread started ahead of it.
    prepareParsingThread();
    await rest();
    const extraction = await timed(() => extractDocument({ fileName: 'lecture-notes.pdf', type: 'pdf', bytes: pdf }));
    timings.extractMs.push(extraction.ms);
    timings.pages = extraction.value.pageCount ?? 0;
    timings.words = extraction.value.blocks.reduce((total, block) => total + block.text.split(/\s+/).length, 0);
    const cards = await timed(() => provider.flashcards({ documents: [extraction.value], count: 10 }));
    timings.flashcardsMs.push(cards.ms);
    timings.cardsMade = cards.value.length;
    const quiz = await timed(() => provider.quiz({ documents: [extraction.value], questionCount: 10, mode: 'quiz' }));
    timings.quizMs.push(quiz.ms);
    timings.questionsMade = quiz.value.questions.length;
  }
  await closeParsingThreads();
  for (let run = 0; run < WARM_UP_REQUESTS + RUNS; run++) {
    const user = await createBenchUser(stackUrl);
    const cookie = user.cookie;
    await rest();
    const flashcards = await timed(() => postPdf(stackUrl, '/api/generate-flashcards', cookie, pdf, { count: '10' }));
    await rest();
    const quiz = await timed(() => postPdf(stackUrl, '/api/generate-quiz', cookie, pdf, { questionCount: '10' }));
    // The first requests pay for the worker's cold start and its code's first compilation.
    if (run < WARM_UP_REQUESTS) continue;
    timings.flashcardsRequestMs.push(flashcards.ms);
    timings.quizRequestMs.push(quiz.ms);
    log(`  run ${run - WARM_UP_REQUESTS + 1}: flashcards request ${Math.round(flashcards.ms)} ms, quiz request ${Math.round(quiz.ms)} ms`);
  }
  return timings;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const GENERATION_HEADING = '# Benchmark: the local engine on a 50-page PDF';

/** `ranOn`: the date, machine and load of the run, e.g. "2026-11-24T23:10:00Z, AMD EPYC, 2 cores, Node.js v20.20.2, load average 1.2 / 1.0 / 0.9". */
export function renderGenerationResults(timings: GenerationTimings, ranOn: string): string {
  const row = (label: string, values: number[]) =>
    `| ${label} | ${Math.round(median(values))} | ${Math.round(Math.min(...values))} | ${Math.round(Math.max(...values))} |`;
  const whole = Math.max(median(timings.flashcardsRequestMs), median(timings.quizRequestMs));
  return [
    GENERATION_HEADING,
    '',
    `Run on ${ranOn} (\`npm run bench\`, or \`npm run bench -- --fifty-page-only\` for this chapter alone). ` +
      `A ${timings.pages}-page lecture-notes PDF (${Math.round(timings.pdfBytes / 1024)} KiB, about ${timings.words.toLocaleString('en-US')} words) made by bench/src/fifty-page-pdf.ts. ` +
      `Extraction and generation are timed in the bench process on compiled code (after one warm-up); the requests go through a running stack ` +
      `(multipart upload → gateway → object storage → generation service → BullMQ worker → Postgres → reply), each by a new student, after ${WARM_UP_REQUESTS} warm-up requests of each kind, ` +
      `each sent ${REST_MS / 1000} s after the one before had its answer (the target is one request's answer time, not a queue's). ${RUNS} runs each.`,
    '',
    '| Step | median ms | min ms | max ms |',
    '| --- | ---: | ---: | ---: |',
    row('Extract the text (pdf.js text layer, 50 pages, in a parsing thread started ahead as in the service)', timings.extractMs),
    row(`10 flashcards from it (local engine; ${timings.cardsMade} made)`, timings.flashcardsMs),
    row(`10-question quiz from it (local engine; ${timings.questionsMade} made)`, timings.quizMs),
    row('Whole request: POST /api/generate-flashcards (count 10)', timings.flashcardsRequestMs),
    row('Whole request: POST /api/generate-quiz (questionCount 10)', timings.quizRequestMs),
    '',
    `**Whole request, median of the slower kind: ${Math.round(whole)} ms.** Target (issue 13: under ${GENERATION_AIM_MS} ms): **${whole < GENERATION_AIM_MS ? 'met' : `missed by ${Math.round(whole - GENERATION_AIM_MS)} ms`}**. ` +
      'The request also pays for the upload to object storage, the worker fetching it back, the job row updates, and the job status messages the gateway waits on.',
    '',
  ].join('\n');
}
