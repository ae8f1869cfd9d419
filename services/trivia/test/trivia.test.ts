import { triviaMessages, type TriviaPrompt } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../generation/dist/knowledge/knowledge-base.js';
import { call, signedInStudent } from '@studyforge/test-support';

/** The right option, found the way a student who knows the course would: by the definition asked about. */
function rightAnswer(prompt: TriviaPrompt): string {
  const definition = prompt.question.replace('Which term matches this description: ', '');
  for (const course of KNOWLEDGE_BASE) {
    const fact = course.facts.find((candidate) => candidate.definition === definition);
    if (fact && prompt.options.includes(fact.term)) return fact.term;
  }
  throw new Error(`no known answer for: ${prompt.question}`);
}

async function startStructured(cookie: string, questionCount = 5) {
  return call('/api/generate-structured-trivia', { cookie, body: { major: 'Computer Science', course: 'Data Structures', questionCount } });
}

describe('structured trivia', () => {
  it('charges 3 credits per question once, never sends the answer early, and keeps the streak on the server', async () => {
    const { cookie } = await signedInStudent();
    const first = await startStructured(cookie);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ questionNumber: 1, totalQuestions: 5, subject: 'Data Structures', creditsUsed: 15 });
    expect(first.body.options).toHaveLength(4);
    expect(Object.keys(first.body).sort()).toEqual(['creditsUsed', 'options', 'question', 'questionNumber', 'sessionId', 'subject', 'totalQuestions']);
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(35);

    const correct = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: rightAnswer(first.body) } });
    expect(correct.status).toBe(200);
    expect(correct.body).toMatchObject({ isCorrect: true, currentStreak: 1, correctCount: 1, answeredCount: 1, hasNext: true });
    expect(correct.body.explanation).toContain(rightAnswer(first.body));

    const again = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: first.body.options[0] } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(triviaMessages.alreadyAnswered);

    const second = await call('/api/trivia/next', { cookie, body: { sessionId: first.body.sessionId } });
    expect(second.body).toMatchObject({ questionNumber: 2, creditsUsed: 0 });
    expect(second.body.question).not.toBe(first.body.question);
    const earlyNext = await call('/api/trivia/next', { cookie, body: { sessionId: first.body.sessionId } });
    expect(earlyNext.status).toBe(409);
    expect(earlyNext.body.message).toBe(triviaMessages.answerFirst);

    const right = rightAnswer(second.body);
    const streak = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: right } });
    expect(streak.body).toMatchObject({ isCorrect: true, currentStreak: 2 });

    const third = await call('/api/trivia/next', { cookie, body: { sessionId: first.body.sessionId } });
    const wrong = third.body.options.find((option: string) => option !== rightAnswer(third.body));
    const miss = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: wrong } });
    expect(miss.body).toMatchObject({ isCorrect: false, correctAnswer: rightAnswer(third.body), currentStreak: 0, correctCount: 2, answeredCount: 3 });

    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(35);
    expect((await call('/api/trivia/stats', { cookie })).body).toMatchObject({ currentStreak: 0, bestStreak: 2, dayStreak: 1, questionsAnswered: 3, correctAnswers: 2 });
  });

  it('serves the explanation read aloud through a link that only works as signed', async () => {
    const { cookie } = await signedInStudent();
    const first = await startStructured(cookie);
    const answer = await call('/api/submit-trivia', { cookie, body: { sessionId: first.body.sessionId, selectedAnswer: first.body.options[0] } });
    expect(answer.body.audioUrl).toMatch(/^\/api\/audio\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    const audio = await fetch(`${process.env.STUDYFORGE_URL}${answer.body.audioUrl}`, { headers: { cookie } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const forged = await call(answer.body.audioUrl.replace(/signature=[\w-]+/, 'signature=forged'), { cookie });
    expect(forged.status).toBe(403);
  });

  it('keeps a session to its owner', async () => {
    const owner = await signedInStudent();
    const first = await startStructured(owner.cookie);
    const stranger = await signedInStudent();
    const submit = await call('/api/submit-trivia', { cookie: stranger.cookie, body: { sessionId: first.body.sessionId, selectedAnswer: first.body.options[0] } });
    expect(submit.status).toBe(404);
    expect(submit.body.message).toBe(triviaMessages.notYourSession);
  });

  it('refuses up front, with the spec message, when the balance is short', async () => {
    const { cookie } = await signedInStudent();
    const response = await startStructured(cookie, 20);
    expect(response.status).toBe(402);
    expect(response.body.message).toBe(triviaMessages.insufficientCredits(60, 20, 50));
    expect((await call('/api/user/credits', { cookie })).body.credits).toBe(50);
  });

  it('validates the selection', async () => {
    const { cookie } = await signedInStudent();
    const missing = await call('/api/generate-structured-trivia', { cookie, body: { major: 'Computer Science', questionCount: 5 } });
    expect(missing.body).toEqual({ code: 'VALIDATION_FAILED', message: 'Complete your selection' });
    const wrongCourse = await call('/api/generate-structured-trivia', { cookie, body: { major: 'Computer Science', course: 'Torts', questionCount: 5 } });
    expect(wrongCourse.body.message).toBe(triviaMessages.unknownCourse('Computer Science', 'Torts'));
    const badCount = await call('/api/generate-structured-trivia', { cookie, body: { major: 'Computer Science', course: 'Data Structures', questionCount: 7 } });
    expect(badCount.status).toBe(400);
    const book = await call('/api/generate-book-trivia', { cookie, body: { questionCount: 5 } });
    expect(book.body.message).toBe('Select a subject or book');
  });
});

describe('book and subject trivia, and subject-only study sets', () => {
  it('makes trivia about a book from its subject and description', async () => {
    const { cookie } = await signedInStudent();
    const response = await call('/api/generate-book-trivia', {
      cookie,
      body: {
        bookTitle: 'The Cell: A Molecular Approach',
        bookDescription: 'A textbook of cell biology: membranes, organelles, the cytoskeleton, cell division and signaling.',
        subject: 'Biology',
        questionCount: 5,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.totalQuestions).toBe(5);
  });

  it('makes subject-only flashcards and a quiz with plausible options from the same course', async () => {
    const { cookie } = await signedInStudent();
    const flashcards = await call('/api/generate-enhanced-flashcards', { cookie, body: { subject: 'Organic Chemistry', count: 5 } });
    expect(flashcards.status, JSON.stringify(flashcards.body)).toBe(200);
    expect(flashcards.body.flashcards).toHaveLength(5);
    expect(flashcards.body.creditsUsed).toBe(5);
    const organic = KNOWLEDGE_BASE.find((course) => course.course === 'Organic Chemistry')!;
    for (const card of flashcards.body.flashcards) expect(organic.facts.map((fact) => fact.definition)).toContain(card.answer);

    const quiz = await call('/api/generate-enhanced-quiz', { cookie, body: { subject: 'Organic Chemistry', questionCount: 5 } });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(200);
    const terms = organic.facts.map((fact) => fact.term);
    const easy = quiz.body.quiz.questions.find((question: { difficulty: string }) => question.difficulty === 'easy');
    for (const option of easy.options) expect(terms).toContain(option);
  });
});
