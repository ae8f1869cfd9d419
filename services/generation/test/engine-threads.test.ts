import { generationLimits } from '@studyforge/contracts';
import { call, postForm, signedInStudent, waitUntil, type ApiResponse } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { biologyText } from './support/study-material.js';

const TOPICS = ['cell', 'enzyme', 'protein', 'membrane', 'gene', 'tissue', 'organ', 'hormone', 'neuron', 'muscle'];

/** Pasted notes of the largest allowed size, with a fact in every line: seconds of local-engine work. Lines end in CRLF, as a form sends them. */
function longestNotes(): string {
  const parts: string[] = [];
  let length = 0;
  for (let n = 0; length < generationLimits.maxTextChars; n++) {
    const topic = TOPICS[n % TOPICS.length];
    const part =
      `## Section ${n}: the ${topic} ${n}\r\n\r\nThe ${topic} of type ${n} is a structure that regulates process ${n * 7} in the body. ` +
      `Scientist ${n} described it in ${1800 + (n % 200)}. It interacts with the ${TOPICS[(n + 3) % TOPICS.length]} of type ${n + 1} during stage ${n % 9}.\r\n\r\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, generationLimits.maxTextChars).trimEnd();
}

const stageOf = async (jobId: string, cookie: string) => (await call(`/api/jobs/${jobId}`, { cookie })).body?.stage as string | undefined;

describe('the local engine off the worker’s event loop', () => {
  it('finishes another student’s short job, and answers their requests, while a 200,000-character generation runs', { timeout: 600_000 }, async () => {
    const long = await signedInStudent();
    const other = await signedInStudent();
    const longJob = randomUUID();
    let longAnswer: ApiResponse | undefined;
    const longRequest = postForm('/api/generate-notes', { cookie: long.cookie, fields: { text: longestNotes() }, jobId: longJob }).then((response) => (longAnswer = response));
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
    // 200,000-character guide). Were the engine on the worker's event loop, the short job would only start once the long
    // one left the engine, and the long one's save would end well before the short job's whole run.
    expect(['generating', 'saving'], 'the long job ended before the short one: this test measured nothing').toContain(await stageOf(longJob, long.cookie));

    await longRequest;
    expect(await waitUntil(async () => (await stageOf(longJob, long.cookie)) === 'done', 300_000)).toBe(true);
  });
});
