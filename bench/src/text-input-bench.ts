import { createJobRequestSchema, generationLimits, hasSpeakableText, stripMarkdown, studyGuideEditSchema, textToSpeechBodySchema } from '@studyforge/contracts';
import { LocalAiProvider } from '@studyforge/generation-service/dist/ai/local/local-ai-provider.js';
import { stripMarkdown as speakableText } from '@studyforge/generation-service/dist/ai/local/speech/markdown-stripper.js';
import { textToDocument } from '@studyforge/generation-service/dist/extraction/extract-document.js';
import type { ExtractedDocument } from '@studyforge/generation-service/dist/extraction/extracted-document.js';
import { handlerBlocksMet, measureHandlerBlocks, renderHandlerBlockResults, type HandlerBlockResult } from './handler-block-bench.js';

export const TEXT_INPUT_HEADING = '# Benchmark: pathological text in every free-text field';

/** A request handler's share of one pathological text (gateway check + service check): above this, other students wait. */
export const TEXT_REQUEST_AIM_MS = 50;
/** A job's share (parsing and the local engine), which runs on a worker, not a request handler. */
export const TEXT_JOB_AIM_MS = 5000;

/** Text built to make a backtracking pattern rescan the rest of the input from every position. */
function pathologicalInputs(size: number): Record<string, string> {
  const fill = (unit: string, tail = '') => unit.repeat(Math.floor((size - tail.length) / unit.length)) + tail;
  return {
    'nested brackets': fill('[('),
    '"[" run': fill('['),
    '"![](" run': fill('![]('),
    '"*" run': fill('*'),
    '"_" run': fill('_'),
    '"#" run': fill('#'),
    'backtick run': fill('`'),
    'spaces, then a letter': fill(' ', 'x'),
    'newlines, then a letter': fill('\n', 'x'),
    'tabs, then a letter': fill('\t', 'x'),
    '"a" run': fill('a'),
    '"<" run': fill('<'),
    '"|" run': fill('|'),
    '"a **a " repeated': fill('a **a '),
    'heading with inner spaces': `# a${' '.repeat(size - 5)}b`,
    'mixed markup': fill('*_[]()#`> -|<~'),
    '", " repeated, then a letter': fill(', ', 'a'),
    '"cell, " repeated': fill('cell, '),
    '"A. " repeated': fill('A. '),
    '"1. " repeated': fill('1. '),
    '"a-b " repeated': fill('a-b '),
    'ordinary sentences': fill('The mitochondrion makes most of the cell’s ATP. '),
  };
}

interface FieldStage {
  /** Where the work runs: a request handler, or a job on a worker. */
  where: 'request' | 'job';
  run: (text: string) => unknown;
}

interface FieldUnderTest {
  field: string;
  maxChars: number;
  stages: Record<string, FieldStage>;
}

/** A local-engine task on pasted text; material with nothing to study is refused, which is an answer too. */
function fromPastedText(task: (documents: ExtractedDocument[]) => Promise<unknown>): (text: string) => Promise<unknown> {
  return (text) => {
    const document = textToDocument(text);
    return document.blocks.length ? task([document]).catch(() => null) : Promise.resolve(null);
  };
}

function fieldsUnderTest(provider: LocalAiProvider): FieldUnderTest[] {
  const asJob = (kind: 'flashcards' | 'read-aloud', text: string) =>
    createJobRequestSchema.safeParse({ jobId: crypto.randomUUID(), kind, files: [], text, count: kind === 'flashcards' ? 10 : null, voice: null, topic: null });
  return [
    {
      field: 'POST /api/text-to-speech: text',
      maxChars: generationLimits.maxTextChars,
      stages: {
        'gateway: body schema (length, then something to say)': { where: 'request', run: (text) => textToSpeechBodySchema.safeParse({ text }) },
        'generation: job request schema and read-aloud check': {
          where: 'request',
          run: (text) => {
            asJob('read-aloud', text);
            const spoken = stripMarkdown(text);
            return hasSpeakableText(spoken) && spoken.length <= generationLimits.readAloudMaxChars;
          },
        },
        'read-aloud job: speakable text': { where: 'job', run: (text) => speakableText(text) },
      },
    },
    {
      field: 'POST /api/generate-*: text',
      maxChars: generationLimits.maxTextChars,
      stages: {
        'generation: job request schema': { where: 'request', run: (text) => asJob('flashcards', text) },
        'job: pasted text to blocks': { where: 'job', run: (text) => textToDocument(text) },
        'job: 10 flashcards by the local engine': { where: 'job', run: fromPastedText((documents) => provider.flashcards({ documents, count: 10 })) },
        'job: 10-question quiz': { where: 'job', run: fromPastedText((documents) => provider.quiz({ documents, questionCount: 10, mode: 'quiz' })) },
        'job: study guide': { where: 'job', run: fromPastedText((documents) => provider.notes({ documents })) },
        'job: 10 trivia questions': { where: 'job', run: fromPastedText((documents) => provider.trivia({ documents, count: 10 })) },
      },
    },
    {
      field: 'PATCH /api/study-guides/{id}: notes',
      maxChars: 200_000,
      stages: { 'gateway and service: body schema': { where: 'request', run: (notes) => studyGuideEditSchema.safeParse({ notes }) } },
    },
  ];
}

export interface StageResult {
  field: string;
  stage: string;
  where: 'request' | 'job';
  worstMs: number;
  worstInput: string;
}

/**
 * Every free-text field at its maximum size, fed each pathological input in turn through every step
 * that reads it (in this process, on compiled code, after one warm-up pass); the worst time per step.
 */
export async function measureTextInputs(log: (line: string) => void): Promise<StageResult[]> {
  const provider = new LocalAiProvider();
  const results: StageResult[] = [];
  for (const { field, maxChars, stages } of fieldsUnderTest(provider)) {
    const inputs = pathologicalInputs(maxChars);
    for (const [stage, { where, run }] of Object.entries(stages)) {
      await run('Warm-up: the mitochondrion makes ATP. **Bold** [link](x) # Heading');
      let worst: StageResult = { field, stage, where, worstMs: 0, worstInput: '' };
      for (const [name, text] of Object.entries(inputs)) {
        const started = performance.now();
        await run(text);
        const ms = performance.now() - started;
        if (ms > worst.worstMs) worst = { ...worst, worstMs: ms, worstInput: name };
      }
      log(`  ${field} / ${stage}: worst ${Math.round(worst.worstMs)} ms (${worst.worstInput})`);
      results.push(worst);
    }
  }
  return results;
}

const aimOf = (where: 'request' | 'job') => (where === 'request' ? TEXT_REQUEST_AIM_MS : TEXT_JOB_AIM_MS);

export function textInputsMet(results: StageResult[]): boolean {
  return results.every((result) => result.worstMs < aimOf(result.where));
}

export interface TextInputMeasurement {
  stages: StageResult[];
  handlers: HandlerBlockResult[];
}

/** The pathological text through every step, then every CPU-bound handler's event-loop block with its largest input. */
export async function measureTextInputsAndHandlers(log: (line: string) => void): Promise<TextInputMeasurement> {
  const stages = await measureTextInputs(log);
  log('  event-loop block of each request handler and job with CPU work:');
  return { stages, handlers: await measureHandlerBlocks(log) };
}

/** Both aims met (the benchmark's assertion: a run that misses either exits non-zero). */
export function textInputAimsMet(measurement: TextInputMeasurement): boolean {
  return textInputsMet(measurement.stages) && handlerBlocksMet(measurement.handlers);
}

export function renderTextInputResults(results: StageResult[], handlers: HandlerBlockResult[] = []): string {
  return [
    '',
    TEXT_INPUT_HEADING,
    '',
    `Each field at its maximum size (${generationLimits.maxTextChars.toLocaleString('en-US')} characters) is fed ${Object.keys(pathologicalInputs(100)).length} inputs built to ` +
      'make backtracking patterns rescan the rest of the text from every position (runs of "[", "*", "_", "#", backticks, whitespace, "a", "<", "|", ' +
      'nested brackets, unclosed emphasis, a heading with inner spaces, mixed markup, comma runs, one-letter and one-number sentences, hyphenated pairs, and ordinary sentences for comparison) through every step that reads it, ' +
      `in the bench process on compiled code. The table keeps each step's slowest input. Aim: under ${TEXT_REQUEST_AIM_MS} ms in a request handler ` +
      `(other students' requests wait behind it), under ${TEXT_JOB_AIM_MS} ms in a job (it runs on a worker).`,
    '',
    '| Field | Step | Runs in | Worst ms | Worst input | Aim |',
    '| --- | --- | --- | ---: | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.field} | ${result.stage} | ${result.where === 'request' ? 'request handler' : 'job'} | ${Math.round(result.worstMs)} | ${result.worstInput} | ` +
        `${result.worstMs < aimOf(result.where) ? 'met' : 'missed'} |`,
    ),
    '',
    `**All steps within their aim: ${textInputsMet(results) ? 'yes' : 'no'}.** Before this benchmark's fixes, 200,000 "[" blocked the read-aloud request for 12.7 s ` +
      'and pasted text could keep a worker busy for minutes.',
    '',
    ...(handlers.length ? [renderHandlerBlockResults(handlers)] : []),
  ].join('\n');
}
