import { generationLimits } from '@studyforge/contracts';
import { call, postForm, signedInStudent, waitUntil, type ApiResponse, type UploadPart } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { biologyText } from './support/study-material.js';

const TOPICS = ['cell', 'enzyme', 'protein', 'membrane', 'gene', 'tissue', 'organ', 'hormone', 'neuron', 'muscle'];

/** Notes with a fact in every line, from section `first` on; lines end in CRLF, as a form sends them. */
function notesText(chars: number, first: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let n = first; length < chars; n++) {
    const topic = TOPICS[n % TOPICS.length];
    const part =
      `## Section ${n}: the ${topic} ${n}\r\n\r\nThe ${topic} of type ${n} is a structure that regulates process ${n * 7} in the body. ` +
      `Scientist ${n} described it in ${1800 + (n % 200)}. It interacts with the ${TOPICS[(n + 3) % TOPICS.length]} of type ${n + 1} during stage ${n % 9}.\r\n\r\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, chars).trimEnd();
}

/**
 * The most files one request takes, each a megabyte of notes: seconds of local-engine work on a fast machine
 * (about 5 s in one process on a 2-core EPYC), where the largest pasted text now takes under half a second.
 */
function largestUpload(): UploadPart[] {
  return Array.from({ length: generationLimits.maxFiles }, (_, index) => ({
    name: `notes-${index + 1}.txt`,
    type: 'text/plain',
    bytes: Buffer.from(notesText(1_000_000, index * 100_000)),
  }));
}

const stageOf = async (jobId: string, cookie: string) => (await call(`/api/jobs/${jobId}`, { cookie })).body?.stage as string | undefined;

describe('the local engine off the worker’s event loop', () => {
  it('finishes another student’s short job, and answers their requests, while a generation from ten 1 MB files runs', { timeout: 600_000 }, async () => {
    const long = await signedInStudent();
    const other = await signedInStudent();
    const longJob = randomUUID();
    let longAnswer: ApiResponse | undefined;
    const longRequest = postForm('/api/generate-flashcards', { cookie: long.cookie, files: largestUpload(), fields: { count: '20' }, jobId: longJob }).then((response) => (longAnswer = response));
    const reached = await waitUntil(async () => longAnswer !== undefined || (await stageOf(longJob, long.cookie)) === 'generating', 120_000);
    expect(longAnswer, `the long request ended before its job reached the engine: ${longAnswer?.status} ${JSON.stringify(longAnswer?.body)}`).toBeUndefined();
    expect(reached, 'the long job never reached the engine').toBe(true);

    const short = await postForm('/api/generate-flashcards', { cookie: other.cookie, fields: { text: biologyText(), count: '5' } });
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    expect(short.body.flashcards.length).toBeGreaterThan(0);
    const decks = await call('/api/user/flashcards', { cookie: other.cookie });
    expect(decks.status).toBe(200);
    expect(decks.body).toHaveLength(1);
    // Order, not time: the short job was done while the long one was still unfinished (in the engine, or saving its
    // cards). Were the engine on the worker's event loop, the short job would only start once the long one left the
    // engine, and the long one's save would end well before the short job's whole run.
    expect(['generating', 'saving'], 'the long job ended before the short one: this test measured nothing').toContain(await stageOf(longJob, long.cookie));

    await longRequest;
    expect(await waitUntil(async () => (await stageOf(longJob, long.cookie)) === 'done', 300_000)).toBe(true);
  });
});
