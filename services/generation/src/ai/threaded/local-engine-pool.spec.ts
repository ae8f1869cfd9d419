import { flashcardSchema } from '@studyforge/contracts';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import type { OcrPage } from '../../extraction/ocr-lines.js';
import { biologyChapter, documentOf } from '../local/fixtures/biology-chapter.fixture.js';
import { EssayTooShortError } from '../local/essay/local-essay-grader.js';
import { NoStudyTextError } from '../local/local-engine-errors.js';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import { RecapMaterialTooShortError } from '../recap-script.js';
import { EngineThreadError } from './local-engine-errors.js';
import { LocalEnginePool } from './local-engine-pool.js';

const MISBEHAVING = new URL('./misbehaving-engine-thread.fixture.ts', import.meta.url);
const chapter = biologyChapter();
const stalling = documentOf('stall.txt', [['paragraph', 'Osmosis is the diffusion of water across a membrane.']]);
const crashing = documentOf('crash.txt', [['paragraph', 'Osmosis is the diffusion of water across a membrane.']]);
const inProcess = new LocalAiProvider();
const pools: LocalEnginePool[] = [];
const pool = (options: ConstructorParameters<typeof LocalEnginePool>[0]) => {
  const created = new LocalEnginePool(options);
  pools.push(created);
  return created;
};

afterAll(async () => {
  await Promise.all(pools.map((created) => created.close()));
});

/** The error a promise rejects with (fails the test when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.fail(`expected a failure, got ${JSON.stringify(value).slice(0, 200)}`),
    (error: unknown) => error,
  );
}

describe('local engine in a thread pool', () => {
  it('gives the same items as the engine in-process', { timeout: 120_000 }, async () => {
    const threads = pool({ threads: 1, deadlineMs: 60_000 });
    const cards = await threads.flashcards({ documents: [chapter], count: 8 });
    expect(cards).toHaveLength(8);
    for (const card of cards) flashcardSchema.parse(card);
    expect(cards).toEqual(await inProcess.flashcards({ documents: [chapter], count: 8 }));
  });

  it('brings the engine’s typed errors back as themselves', { timeout: 120_000 }, async () => {
    const threads = pool({ threads: 1, deadlineMs: 60_000 });
    const headingsOnly = documentOf('Pasted text', [['heading', 'Cell biology'], ['heading', 'Osmosis']]);
    expect(await failureOf(threads.notes({ documents: [headingsOnly] }))).toBeInstanceOf(NoStudyTextError);
    const essay = await failureOf(threads.gradeEssay({ text: 'Too short to grade.', essayType: 'argumentative' }));
    expect(essay).toBeInstanceOf(EssayTooShortError);
    const recap = { documents: [chapter], type: 'summary' as const, voice: 'nova', targetWords: 50_000 };
    const [pooled, local] = [await failureOf(threads.recapScript(recap)), await failureOf(inProcess.recapScript(recap))];
    expect(pooled).toBeInstanceOf(RecapMaterialTooShortError);
    expect((pooled as RecapMaterialTooShortError).availableWords).toBe((local as RecapMaterialTooShortError).availableWords);
  });

  it('fails only a stalled call, at its deadline, and the next call works on a fresh thread', { timeout: 120_000 }, async () => {
    const threads = pool({ threads: 1, deadlineMs: 3000, entry: MISBEHAVING });
    const stalled = await failureOf(threads.flashcards({ documents: [stalling], count: 5 }));
    expect(stalled).toBeInstanceOf(EngineThreadError);
    expect((stalled as EngineThreadError).code).toBe('ENGINE_DEADLINE_EXCEEDED');
    expect((stalled as EngineThreadError).transient).toBe(false);
    expect(threads.threadCount).toBe(0);
    expect(await threads.flashcards({ documents: [chapter], count: 3 })).toHaveLength(3);
    expect(threads.threadCount).toBe(1);
  });

  it('fails only the call whose thread crashes, and replaces the thread', { timeout: 120_000 }, async () => {
    const threads = pool({ threads: 1, deadlineMs: 60_000, entry: MISBEHAVING });
    const queued = [threads.flashcards({ documents: [crashing], count: 5 }), threads.flashcards({ documents: [chapter], count: 3 })];
    const crashed = await failureOf(queued[0]!);
    expect(crashed).toBeInstanceOf(EngineThreadError);
    expect((crashed as EngineThreadError).code).toBe('ENGINE_THREAD_CRASHED');
    expect((crashed as EngineThreadError).message).toBe('Generation failed. Please try again.');
    expect(await queued[1]).toHaveLength(3);
  });

  it('answers other calls while one thread is stuck', { timeout: 120_000 }, async () => {
    const threads = pool({ threads: 2, deadlineMs: 20_000, entry: MISBEHAVING });
    const order: string[] = [];
    const stuck = threads.flashcards({ documents: [stalling], count: 5 }).catch(() => order.push('stalled call failed'));
    await threads.flashcards({ documents: [chapter], count: 3 }).then(() => order.push('other call answered'));
    await stuck;
    expect(order).toEqual(['other call answered', 'stalled call failed']);
  });

  it('reads a Study Visuals image with the OCR of the pool’s side', { timeout: 120_000 }, async () => {
    const images: number[] = [];
    const page: OcrPage = {
      blocks: [{ paragraphs: [{ lines: [{ text: 'Osmosis 2 + 3 = 5', confidence: 95, bbox: { x0: 10, y0: 10, x1: 300, y1: 40 }, rowAttributes: null }] }] }],
    };
    const threads = pool({ threads: 1, deadlineMs: 60_000, ocr: async (image) => (images.push(image.length), page) });
    const canvas = createCanvas(400, 120);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 120);
    context.fillStyle = '#000';
    context.font = '28px sans-serif';
    context.fillText('Osmosis 2 + 3 = 5', 10, 40);
    const bytes = canvas.toBuffer('image/png');
    const analysis = await threads.analyzeVisual({ image: { bytes, type: 'png', fileName: 'board.png' }, question: 'What is shown?', savedMaterial: [] });
    expect(images.length).toBeGreaterThan(0);
    expect(analysis.extractedText).toContain('Osmosis');
  });

  it('refuses calls once shut down', async () => {
    const threads = new LocalEnginePool({ threads: 1, deadlineMs: 1000 });
    await threads.close();
    const refused = await failureOf(threads.flashcards({ documents: [chapter], count: 3 }));
    expect((refused as EngineThreadError).code).toBe('ENGINE_SHUT_DOWN');
  });
});
