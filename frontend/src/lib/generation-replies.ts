import type { Flashcard, Quiz, StudyGuide, TriviaQuestion } from '@studyforge/contracts';

/** Every generation reply names the job it ran as. */
interface JobReply {
  creditsUsed: number;
  jobId: string;
}

/** POST /api/generate-flashcards */
export interface FlashcardsReply extends JobReply {
  deckId: string;
  flashcards: Flashcard[];
  /** Set when the material gave fewer items than asked for. */
  notice: string | null;
}

/** POST /api/generate-quiz and /api/generate-practice-tests */
export interface QuizReply extends JobReply {
  quiz: Quiz & { id: string };
  notice: string | null;
}

/** POST /api/generate-trivia */
export interface TriviaReply extends JobReply {
  quizId: string;
  triviaQuestions: TriviaQuestion[];
  notice: string | null;
}

/** POST /api/generate-notes */
export interface NotesReply extends JobReply {
  studyGuideId: string;
  studyGuide: StudyGuide;
  /** The guide as markdown. */
  notes: string;
}
