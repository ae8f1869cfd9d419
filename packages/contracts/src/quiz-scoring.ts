/** One answer index per question; null (or missing) while unanswered. */
export type QuizAnswers = ReadonlyArray<number | null | undefined>;

export interface QuizScore {
  correct: number;
  total: number;
  /** Unrounded percent, 0 to 100 (0 for a quiz with no questions). */
  percent: number;
}

/** Correct answers over total questions (spec §9). Pure, so the browser and the server score alike. */
export function scoreQuiz(questions: ReadonlyArray<{ correctAnswer: number }>, answers: QuizAnswers): QuizScore {
  const total = questions.length;
  const correct = questions.filter((question, index) => answers[index] === question.correctAnswer).length;
  return { correct, total, percent: total === 0 ? 0 : (correct / total) * 100 };
}
