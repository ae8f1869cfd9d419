import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import { BIOLOGY_CHAPTER, documentOf } from './fixtures/biology-chapter.fixture.js';
import { LocalAiProvider } from './local-ai-provider.js';

/** About 25,000 words over 50 pages: the chapter's sections again and again, as a long PDF would read. */
function fiftyPages(): ExtractedDocument {
  const blocks = Array.from({ length: 56 }, () => BIOLOGY_CHAPTER.slice(1)).flat();
  return documentOf('long-textbook.pdf', blocks, (index) => 1 + Math.floor(index / 13));
}

describe('LocalAiProvider on a 50-page document', () => {
  // Speed is measured by the benchmark in bench/, not here.
  it('makes 10 flashcards and a 10-question quiz from it', { timeout: 60_000 }, async () => {
    const provider = new LocalAiProvider();
    const documents = [fiftyPages()];
    const words = documents[0]!.blocks.reduce((total, block) => total + block.text.split(' ').length, 0);
    expect(words).toBeGreaterThan(24_000);
    await provider.flashcards({ documents: [documentOf('warm-up.txt', BIOLOGY_CHAPTER)], count: 1 });

    const cards = await provider.flashcards({ documents, count: 10 });
    const quiz = await provider.quiz({ documents, questionCount: 10, mode: 'quiz' });

    expect(cards).toHaveLength(10);
    expect(quiz.questions).toHaveLength(10);
  });
});
