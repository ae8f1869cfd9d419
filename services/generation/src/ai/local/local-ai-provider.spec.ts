import { flashcardSchema, quizSchema, studyGuideSchema, triviaQuestionSchema, type QuizQuestion } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { BIOLOGY_CHAPTER, biologyChapter, documentOf } from './fixtures/biology-chapter.fixture.js';
import { normalise, overlap, quoteIsInSource, sourceText } from './fixtures/study-assertions.fixture.js';
import { LocalAiProvider } from './local-ai-provider.js';

const provider = new LocalAiProvider();
const chapter = biologyChapter();
const documents = [chapter];

/** The terms the chapter defines, as a student would name them. */
const DEFINED_TERMS = [
  'nucleus', 'mitochondrion', 'ribosomes', 'golgi apparatus', 'lysosomes', 'cell membrane', 'cytoskeleton', 'photosynthesis', 'chloroplasts',
  'chlorophyll', 'rubisco', 'diffusion', 'osmosis', 'isotonic solution', 'hypertonic solution', 'hypotonic solution',
];
const PEOPLE = ['Robert Hooke', 'Antonie van Leeuwenhoek', 'Matthias Schleiden', 'Theodor Schwann', 'Rudolf Virchow'];
const TINY = documentOf('Pasted text', [['paragraph', 'Osmosis is the diffusion of water across a selectively permeable membrane. It matters a lot.']]);

describe('LocalAiProvider flashcards', () => {
  it('makes the requested number of cards when the chapter has enough substance', async () => {
    const cards = await provider.flashcards({ documents, count: 10 });
    expect(cards).toHaveLength(10);
    for (const card of cards) expect(flashcardSchema.parse(card)).toEqual(card);
  });

  it('gives answers that the cited passage supports, quoting the source verbatim', async () => {
    const cards = await provider.flashcards({ documents, count: 15 });
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const card of cards) {
      expect(quoteIsInSource(card.citation, documents), card.citation.quote).toBe(true);
      expect(normalise(card.citation.quote)).toContain(normalise(card.answer));
      expect(card.citation.fileName).toBe('biology-chapter-3.pdf');
      expect(['Discovery of the Cell', 'Cell Organelles', 'Photosynthesis', 'Transport Across Membranes']).toContain(card.citation.section);
      expect(card.citation.page).toBeGreaterThanOrEqual(1);
      expect(card.question).toMatch(/\?$|^Fill in the blank: .*_____/u);
      expect(card.answer.split(' ').length).toBeLessThanOrEqual(25);
    }
  });

  it('asks about the chapter’s key definitions, people and dates in plain questions', async () => {
    // The chapter's 16 key terms ("The cell theory states that …" among them) come first, then its people and dates.
    const cards = await provider.flashcards({ documents, count: 20 });
    const questions = cards.map((card) => card.question);
    expect(questions).toContain('What is the mitochondrion?');
    expect(questions).toContain('What is osmosis?');
    expect(cards.some((card) => card.answer === 'cell theory')).toBe(true);
    const more = await provider.flashcards({ documents, count: 25 });
    expect(more.map((card) => card.question)).toContain('Who proposed the cell theory in 1839?');
    expect(cards.find((card) => card.question === 'What is osmosis?')?.answer).toBe('The diffusion of water across a selectively permeable membrane');
  });

  it('has no duplicate or near-duplicate cards', async () => {
    const cards = await provider.flashcards({ documents, count: 25 });
    for (const [i, a] of cards.entries()) {
      for (const b of cards.slice(i + 1)) {
        expect(overlap(a.question, b.question), `${a.question} ~ ${b.question}`).toBeLessThan(0.6);
        expect(normalise(a.answer)).not.toBe(normalise(b.answer));
      }
    }
  });

  it('makes fewer cards from a tiny text instead of padding, and skips pronoun-led sentences', async () => {
    const cards = await provider.flashcards({ documents: [TINY], count: 10 });
    expect(cards.length).toBeGreaterThanOrEqual(1);
    expect(cards.length).toBeLessThan(3);
    expect(cards[0]).toMatchObject({ question: 'What is osmosis?', answer: 'The diffusion of water across a selectively permeable membrane' });
    expect(cards.some((card) => /\bit\b/i.test(card.question))).toBe(false);
  });

  it('makes no cards from text with nothing to ask', async () => {
    expect(await provider.flashcards({ documents: [documentOf('Pasted text', [['paragraph', 'Hello there!']])], count: 5 })).toEqual([]);
  });
});

describe('LocalAiProvider quiz', () => {
  it('makes the requested number of valid questions', async () => {
    const quiz = await provider.quiz({ documents, questionCount: 10, mode: 'quiz' });
    expect(quizSchema.parse(quiz)).toEqual(quiz);
    expect(quiz.title).toBe('Quiz: Chapter 3: The Living Cell');
    expect(quiz.questions).toHaveLength(10);
  });

  it('has four distinct options with exactly one correct, backed by the quoted passage', async () => {
    const quiz = await provider.quiz({ documents, questionCount: 15, mode: 'practice-test' });
    for (const question of quiz.questions) {
      expect(new Set(question.options.map(normalise)).size).toBe(4);
      expect(quoteIsInSource(question.citation, documents)).toBe(true);
      expect(question.explanation).toContain(question.citation.quote);
      const correct = question.options[question.correctAnswer]!;
      if (isStatementQuestion(question)) {
        expect(statementIsBackedBy(correct, question.citation.quote), correct).toBe(true);
        for (const wrong of question.options.filter((option) => option !== correct)) expect(statementIsBackedBy(wrong, question.citation.quote), wrong).toBe(false);
      } else {
        expect(normalise(question.citation.quote)).toContain(normalise(correct));
        const wrongInPassage = question.options.filter((option) => option !== correct && normalise(question.citation.quote).includes(normalise(option)));
        expect(wrongInPassage, question.question).toEqual([]);
      }
    }
  });

  it('draws wrong options from the material, of the same kind as the answer', async () => {
    const quiz = await provider.quiz({ documents, questionCount: 20, mode: 'practice-test' });
    const text = sourceText(documents);
    const byKind = { term: 0, person: 0, year: 0 };
    for (const question of quiz.questions.filter((q) => !isStatementQuestion(q))) {
      for (const option of question.options) expect(text, option).toContain(normalise(option));
      if (question.question.startsWith('Which term matches')) {
        byKind.term += 1;
        for (const option of question.options) expect(DEFINED_TERMS, option).toContain(option.toLowerCase());
      } else if (question.question.startsWith('Who ')) {
        byKind.person += 1;
        for (const option of question.options) expect(option.split(' and ').every((name) => PEOPLE.includes(name)), option).toBe(true);
      } else if (question.question.startsWith('In what year')) {
        byKind.year += 1;
        for (const option of question.options) expect(option).toMatch(/^1[6-8]\d\d$/);
      }
    }
    expect(byKind.term).toBeGreaterThanOrEqual(3);
    expect(byKind.person + byKind.year).toBeGreaterThanOrEqual(2);
  });

  it('shuffles options so the correct one is not always in the same place', async () => {
    const quiz = await provider.quiz({ documents, questionCount: 10, mode: 'quiz' });
    expect(new Set(quiz.questions.map((question) => question.correctAnswer)).size).toBeGreaterThan(1);
  });

  it('mixes difficulties in a practice test', async () => {
    const test = await provider.quiz({ documents, questionCount: 12, mode: 'practice-test' });
    expect(test.title).toBe('Practice test: Chapter 3: The Living Cell');
    const counts = new Map<string, number>();
    for (const question of test.questions) counts.set(question.difficulty, (counts.get(question.difficulty) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['easy', 'hard', 'medium']);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(6);
  });

  it('asks nothing twice', async () => {
    const quiz = await provider.quiz({ documents, questionCount: 20, mode: 'practice-test' });
    const keys = quiz.questions.map((question) => (isStatementQuestion(question) ? question.options[question.correctAnswer]! : question.question));
    for (const [i, a] of keys.entries()) for (const b of keys.slice(i + 1)) expect(overlap(a, b), `${a} ~ ${b}`).toBeLessThan(0.6);
    expect(new Set(quiz.questions.map((question) => question.citation.quote)).size).toBe(quiz.questions.length);
  });

  it('returns no questions (rather than invented ones) for text with no facts', async () => {
    const quiz = await provider.quiz({ documents: [TINY], questionCount: 5, mode: 'quiz' });
    expect(quiz.questions).toEqual([]);
  });
});

describe('LocalAiProvider notes', () => {
  it('follows the chapter’s headings in order, with cited bullets under every heading that has content', async () => {
    const guide = await provider.notes({ documents });
    expect(studyGuideSchema.parse(guide)).toEqual(guide);
    expect(guide.title).toBe('Chapter 3: The Living Cell');
    expect(guide.sections.map((section) => section.heading)).toEqual(['Discovery of the Cell', 'Cell Organelles', 'Photosynthesis', 'Transport Across Membranes']);
    for (const section of guide.sections) {
      expect(section.bullets.length).toBeGreaterThanOrEqual(2);
      expect(section.bullets.length).toBeLessThanOrEqual(5);
      for (const bullet of section.bullets) {
        expect(quoteIsInSource(bullet.citation, documents)).toBe(true);
        expect(bullet.citation.section).toBe(section.heading);
        expect(bullet.text.split(' ').length).toBeLessThanOrEqual(32);
        expect(normalise(bullet.citation.quote)).toContain(normalise(bullet.text).slice(0, 20));
      }
    }
  });

  it('keeps the informative sentences: definitions and dated discoveries', async () => {
    const guide = await provider.notes({ documents });
    const bullets = guide.sections.flatMap((section) => section.bullets.map((bullet) => bullet.text));
    expect(bullets).toContain('Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in glucose');
    expect(bullets.some((bullet) => bullet.includes('1839'))).toBe(true);
    const organelles = guide.sections.find((section) => section.heading === 'Cell Organelles')!;
    expect(organelles.bullets.map((bullet) => bullet.text).join(' ')).not.toContain('Eukaryotic cells contain membrane-bound compartments');
  });

  it('groups a headingless text by topic under generated headings', async () => {
    const paragraphs = BIOLOGY_CHAPTER.filter(([kind]) => kind !== 'heading').map(([, text]) => ['paragraph', text] as const);
    const plain = documentOf('Pasted text', paragraphs);
    const guide = await provider.notes({ documents: [plain] });
    expect(guide.sections.length).toBeGreaterThanOrEqual(2);
    const headings = guide.sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
    for (const heading of headings) expect(sourceText([plain])).toContain(heading.toLowerCase());
    expect(guide.title.length).toBeGreaterThan(2);
  });
});

describe('LocalAiProvider trivia', () => {
  it('makes trivia questions with four options, the correct one marked, an explanation and a citation', async () => {
    const trivia = await provider.trivia({ documents, count: 8 });
    expect(trivia).toHaveLength(8);
    for (const question of trivia) {
      expect(triviaQuestionSchema.parse(question)).toEqual(question);
      expect(new Set(question.options).size).toBe(4);
      expect(question.explanation).toContain(question.citation.quote);
      expect(quoteIsInSource(question.citation, documents)).toBe(true);
    }
  });
});

describe('LocalAiProvider determinism', () => {
  it('gives the same output for the same input', async () => {
    const again = new LocalAiProvider();
    const copy = structuredClone(documents);
    expect(await again.flashcards({ documents: copy, count: 12 })).toEqual(await provider.flashcards({ documents, count: 12 }));
    expect(await again.quiz({ documents: copy, questionCount: 12, mode: 'practice-test' })).toEqual(await provider.quiz({ documents, questionCount: 12, mode: 'practice-test' }));
    expect(await again.notes({ documents: copy })).toEqual(await provider.notes({ documents }));
    expect(await again.trivia({ documents: copy, count: 6 })).toEqual(await provider.trivia({ documents, count: 6 }));
  });
});

function isStatementQuestion(question: QuizQuestion): boolean {
  return question.question === 'Which of the following statements is true?';
}

/** A "which is true" option is backed by its passage when the passage says the same thing. */
function statementIsBackedBy(statement: string, quote: string): boolean {
  const definition = /^The term “(.+)” refers to (.+)\.$/u.exec(statement);
  if (definition) return normalise(quote).includes(normalise(definition[1]!)) && normalise(quote).includes(normalise(definition[2]!));
  return normalise(statement) === normalise(quote);
}
