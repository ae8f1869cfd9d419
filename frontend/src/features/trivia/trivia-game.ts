import type { TriviaAnswer, TriviaPrompt } from '@studyforge/contracts';

/**
 * One trivia session on the page (spec §4): choose (setup) → 'Ready to Start' summary → questions,
 * one at a time (select, submit, see the result, next) → the session summary. The counters come from
 * the server's answers; the streak is the server's, which resets on a wrong answer.
 */
export type TriviaPhase = 'setup' | 'ready' | 'playing' | 'finished';

export interface TriviaScore {
  correct: number;
  answered: number;
  streak: number;
}

export interface TriviaGame {
  phase: TriviaPhase;
  prompt: TriviaPrompt | null;
  /** The option the student picked (its text). */
  selected: string | null;
  /** The server's verdict on the current question; once set, the options are locked. */
  answer: TriviaAnswer | null;
  score: TriviaScore;
  /** Charged when the session started. */
  creditsUsed: number;
}

export type TriviaAction =
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'started'; prompt: TriviaPrompt; streak: number }
  | { type: 'select'; option: string }
  | { type: 'answered'; answer: TriviaAnswer }
  | { type: 'next'; prompt: TriviaPrompt }
  | { type: 'finish' }
  | { type: 'restart' }
  | { type: 'again' };

export function initialGame(streak = 0): TriviaGame {
  return { phase: 'setup', prompt: null, selected: null, answer: null, score: { correct: 0, answered: 0, streak }, creditsUsed: 0 };
}

export function triviaReducer(game: TriviaGame, action: TriviaAction): TriviaGame {
  switch (action.type) {
    case 'review':
      return game.phase === 'setup' ? { ...game, phase: 'ready' } : game;
    case 'back':
      return game.phase === 'ready' ? { ...game, phase: 'setup' } : game;
    case 'started':
      return {
        phase: 'playing',
        prompt: action.prompt,
        selected: null,
        answer: null,
        score: { correct: 0, answered: 0, streak: action.streak },
        creditsUsed: action.prompt.creditsUsed,
      };
    case 'select':
      if (game.phase !== 'playing' || game.answer || !game.prompt?.options.includes(action.option)) return game;
      return { ...game, selected: action.option };
    case 'answered':
      if (game.phase !== 'playing' || game.answer) return game;
      return {
        ...game,
        answer: action.answer,
        score: { correct: action.answer.correctCount, answered: action.answer.answeredCount, streak: action.answer.currentStreak },
      };
    case 'next':
      if (game.phase !== 'playing' || !game.answer) return game;
      return { ...game, prompt: action.prompt, selected: null, answer: null };
    case 'finish':
      return game.phase === 'playing' && game.answer ? { ...game, phase: 'finished' } : game;
    case 'restart':
      return { ...initialGame(game.score.streak) };
    case 'again':
      return { ...initialGame(game.score.streak), phase: 'ready' };
  }
}

/** Whether Submit Answer can be pressed. */
export function canSubmit(game: TriviaGame): boolean {
  return game.phase === 'playing' && game.selected !== null && game.answer === null;
}

/** `80%` of the questions answered right (0 when none were answered). */
export function accuracyPercent(correct: number, answered: number): number {
  return answered > 0 ? Math.round((correct / answered) * 100) : 0;
}

/** A line for the session summary. */
export function sessionVerdict(correct: number, total: number): string {
  const percent = accuracyPercent(correct, total);
  if (total === 0) return 'No questions answered.';
  if (percent === 100) return 'A perfect round. Outstanding!';
  if (percent >= 80) return 'Great work. You really know this.';
  if (percent >= 50) return 'Solid effort. Review the ones you missed.';
  return 'Keep going. Every round makes it stick.';
}
