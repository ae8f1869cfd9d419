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

/** What a student gives a generator: files, pasted text, or both. */
export interface StudyMaterial {
  files: readonly File[];
  text: string;
}

/** `files` (repeated) and `text`, the multipart fields every generator takes. */
export function studyMaterialForm(material: StudyMaterial): FormData {
  const form = new FormData();
  for (const file of material.files) form.append('files', file, file.name);
  form.set('text', material.text);
  return form;
}

/** At least one file or some non-blank text (spec §5). */
export function hasStudyMaterial(material: StudyMaterial): boolean {
  return material.files.length > 0 || material.text.trim().length > 0;
}
