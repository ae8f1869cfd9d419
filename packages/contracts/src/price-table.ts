/** The trial grant and the price of each tool: plain constants in their own module, so a page that shows prices needs no schemas. */
export const FREE_TRIAL_CREDITS = 50;

/** What each tool costs. One table: the landing page, All Features and Settings render from it. */
export const PRICE_TABLE = [
  { feature: 'flashcards', label: 'Flashcards AI', credits: 1, unit: 'per card', path: '/flashcards-ai' },
  { feature: 'quiz', label: 'Quizzes AI', credits: 3, unit: 'per quiz', path: '/quizzes-ai' },
  { feature: 'practice-test', label: 'Practice Test', credits: 3, unit: 'per test', path: '/dashboard' },
  { feature: 'notes', label: 'Notes AI', credits: 2, unit: 'per study guide', path: '/notes-ai' },
  { feature: 'study-visuals', label: 'Study Visuals', credits: 5, unit: 'per analysis', path: '/study-visuals' },
  { feature: 'essay-grader', label: 'Essay Grader', credits: 8, unit: 'per essay', path: '/essay-grader' },
  { feature: 'tutor-lecture', label: 'Tutor Me', credits: 6, unit: 'per lecture', path: '/tutor-me' },
  { feature: 'tutor-question', label: 'Tutor follow-up question', credits: 1, unit: 'per question', path: '/tutor-me' },
  { feature: 'audio-recap', label: 'Audio Recap', credits: 10, unit: 'per recap', path: '/audio-recap' },
  { feature: 'study-plan', label: 'Study Calendar', credits: 5, unit: 'per plan', path: '/study-calendar' },
  { feature: 'trivia', label: 'Daily Trivia', credits: 3, unit: 'per question', path: '/trivia' },
  { feature: 'read-aloud', label: 'Read aloud', credits: 0, unit: 'free', path: '/notes-ai' },
] as const;
