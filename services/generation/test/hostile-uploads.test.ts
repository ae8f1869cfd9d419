import type { Flashcard } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { call, postForm, signedInStudent } from '@studyforge/test-support';
import { blackPng, docxLookalikePrefix, imagePagesPdf, truncatedWebp, zipBombDocx } from '../src/extraction/sandbox/untrusted-files.fixture.js';
import { biologyPdf } from './support/study-material.js';

async function balanceOf(cookie: string): Promise<number> {
  return (await call('/api/user/credits', { cookie })).body.credits;
}

/** A student's flashcards from a real PDF: the worker is alive and reading files. */
async function expectFlashcardsFromARealPdf(): Promise<void> {
  const { cookie } = await signedInStudent();
  const response = await postForm('/api/generate-flashcards', { cookie, files: [{ name: 'biology.pdf', bytes: await biologyPdf() }], fields: { count: '5' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect((response.body.flashcards as Flashcard[]).length).toBeGreaterThan(0);
}

describe('hostile uploads', () => {
  const cases = [
    {
      name: 'bomb.docx',
      bytes: () => zipBombDocx(150 * 1024 * 1024, 150 * 1024 * 1024),
      message: '"bomb.docx" is too large to read: it unpacks to more than 100 MB.',
    },
    {
      name: 'prefixed.docx',
      bytes: async () => Buffer.concat([docxLookalikePrefix(), await zipBombDocx(150 * 1024 * 1024, 4096)]),
      message: '"prefixed.docx" cannot be read safely: a part inside it unpacks to more than the file says. Open it in your word processor, save it again as .docx and upload it again.',
    },
    {
      name: 'scans.pdf',
      bytes: () => imagePagesPdf(3000),
      message: '"scans.pdf" is too long to read: it has 3,000 pages; the limit is 1,000. Split it into smaller files.',
    },
    {
      name: 'huge.png',
      bytes: () => blackPng(20_000, 20_000),
      message: '"huge.png" is too large to read: it is 20,000 × 20,000 pixels; the limit is 50 megapixels. Scale it down and upload it again.',
    },
    {
      name: 'half.webp',
      bytes: truncatedWebp,
      message: '"half.webp" is incomplete: the file ends before the image does. Upload it again.',
    },
  ];

  for (const hostile of cases) {
    it(`refuses ${hostile.name} with a message naming it, charges nothing, and the next job still runs`, async () => {
      const { cookie } = await signedInStudent();
      const [refused] = await Promise.all([
        postForm('/api/generate-notes', { cookie, files: [{ name: hostile.name, bytes: await hostile.bytes() }] }),
        // Another student's job beside it is untouched.
        expectFlashcardsFromARealPdf(),
      ]);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: hostile.message });
      expect(await balanceOf(cookie)).toBe(50);
      await expectFlashcardsFromARealPdf();
    }, 120_000);
  }
});
