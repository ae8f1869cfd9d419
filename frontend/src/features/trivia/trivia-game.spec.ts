import type { TriviaAnswer, TriviaPrompt } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { accuracyPercent, canSubmit, initialGame, sessionVerdict, triviaReducer, type TriviaGame } from './trivia-game';

const prompt = (questionNumber: number, creditsUsed = 0): TriviaPrompt => ({
  sessionId: '6f1c4a57-1f7e-4c2b-9b0e-3d1a2b3c4d5e',
  questionNumber,
  totalQuestions: 2,
  question: `Question ${questionNumber}`,
  options: ['Stack', 'Queue', 'Heap', 'Trie'],
  subject: 'Data Structures',
  creditsUsed,
});

const answer = (isCorrect: boolean, counts: { correct: number; answered: number; streak: number; hasNext: boolean }): TriviaAnswer => ({
  isCorrect,
  correctAnswer: 'Stack',
  explanation: 'Stack: last in, first out.',
  currentStreak: counts.streak,
  audioUrl: null,
  correctCount: counts.correct,
  answeredCount: counts.answered,
  hasNext: counts.hasNext,
});

function play(...actions: Parameters<typeof triviaReducer>[1][]): TriviaGame {
  return actions.reduce(triviaReducer, initialGame(4));
}

describe('a trivia session', () => {
  it('goes from the selection to Ready to Start and back', () => {
    expect(play({ type: 'review' }).phase).toBe('ready');
    expect(play({ type: 'review' }, { type: 'back' }).phase).toBe('setup');
  });

  it("starts with zero counters and the student's running streak", () => {
    const game = play({ type: 'review' }, { type: 'started', prompt: prompt(1, 6), streak: 4 });
    expect(game).toMatchObject({ phase: 'playing', selected: null, answer: null, creditsUsed: 6, score: { correct: 0, answered: 0, streak: 4 } });
  });

  it('needs a selected option to submit, and locks the options once answered', () => {
    let game = play({ type: 'started', prompt: prompt(1), streak: 0 });
    expect(canSubmit(game)).toBe(false);
    game = triviaReducer(game, { type: 'select', option: 'Nope' });
    expect(game.selected).toBeNull();
    game = triviaReducer(game, { type: 'select', option: 'Queue' });
    expect(canSubmit(game)).toBe(true);
    game = triviaReducer(game, { type: 'answered', answer: answer(false, { correct: 0, answered: 1, streak: 0, hasNext: true }) });
    expect(canSubmit(game)).toBe(false);
    expect(triviaReducer(game, { type: 'select', option: 'Stack' }).selected).toBe('Queue');
  });

  it("takes the counters from the server: a wrong answer resets the streak to 0", () => {
    let game = play({ type: 'started', prompt: prompt(1), streak: 4 }, { type: 'select', option: 'Stack' });
    game = triviaReducer(game, { type: 'answered', answer: answer(true, { correct: 1, answered: 1, streak: 5, hasNext: true }) });
    expect(game.score).toEqual({ correct: 1, answered: 1, streak: 5 });
    game = triviaReducer(game, { type: 'next', prompt: prompt(2) });
    expect(game).toMatchObject({ selected: null, answer: null, prompt: { questionNumber: 2 } });
    game = triviaReducer(triviaReducer(game, { type: 'select', option: 'Heap' }), {
      type: 'answered',
      answer: answer(false, { correct: 1, answered: 2, streak: 0, hasNext: false }),
    });
    expect(game.score).toEqual({ correct: 1, answered: 2, streak: 0 });
    expect(triviaReducer(game, { type: 'finish' }).phase).toBe('finished');
  });

  it('moves on only after an answer', () => {
    const game = play({ type: 'started', prompt: prompt(1), streak: 0 });
    expect(triviaReducer(game, { type: 'next', prompt: prompt(2) })).toBe(game);
    expect(triviaReducer(game, { type: 'finish' })).toBe(game);
  });

  it('starts again from the selection or straight from Ready to Start, keeping the streak', () => {
    const finished = play(
      { type: 'started', prompt: prompt(1), streak: 0 },
      { type: 'select', option: 'Stack' },
      { type: 'answered', answer: answer(true, { correct: 1, answered: 1, streak: 1, hasNext: false }) },
      { type: 'finish' },
    );
    expect(triviaReducer(finished, { type: 'restart' })).toMatchObject({ phase: 'setup', prompt: null, score: { correct: 0, answered: 0, streak: 1 } });
    expect(triviaReducer(finished, { type: 'again' }).phase).toBe('ready');
  });
});

describe('session summary', () => {
  it('rounds the accuracy and picks a verdict', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(sessionVerdict(5, 5)).toMatch(/perfect/i);
    expect(sessionVerdict(1, 5)).toMatch(/Keep going/);
  });
});
