/**
 * Query keys shared across features. The default query function reads the URL from the key,
 * so each key is the endpoint it caches.
 */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  credits: ['/api/user/credits'] as const,
  creditStats: ['/api/user/stats'] as const,
  prices: ['/api/credits/prices'] as const,
  userFlashcards: ['/api/user/flashcards'] as const,
  userQuizzes: ['/api/user/quizzes'] as const,
  userStudyGuides: ['/api/user/study-guides'] as const,
};
