import type { EssayGrading, EssayType, Flashcard, Quiz, StudyFileType, StudyGuide, TriviaQuestion, VisualAnalysis, Lecture } from '@studyforge/contracts';
import type { ExtractedDocument } from '../extraction/extracted-document.js';
import type { RecapScript, RecapScriptRequest } from './recap-script.js';
import type { ChatMessage } from '../tutor/follow-up-query.js';
import type { TutorAnswer, TutorPassage } from '../tutor/tutor-answerer.js';

/** Study Visuals: one image (already checked by its bytes), the student's question, and their saved study material. */
export interface VisualInput {
  image: { bytes: Buffer; type: StudyFileType; fileName: string };
  question: string;
  /** The student's own saved notes and cards, as text, to explain the terms the image uses. */
  savedMaterial: Array<{ title: string; text: string }>;
}

/** Essay Grader: the essay's text and its type (the rubric). */
export interface EssayInput {
  text: string;
  essayType: EssayType;
}

/** A Tutor Me question: the lecture's and its material's passages, and the conversation so far (the last 10 messages). */
export interface TutorQuestionInput {
  question: string;
  passages: readonly TutorPassage[];
  previousMessages: readonly ChatMessage[];
  /** What the lecture is about, for the "not covered" reply. */
  topic: string;
}

export interface GenerationInput {
  /** Every uploaded file and the pasted text (as a document named "Pasted text"), in order. */
  documents: ExtractedDocument[];
}

/**
 * One method per task. Implementations: `local` (embedded, offline, deterministic) and `openai`
 * (any OpenAI-compatible endpoint). Every item carries a citation of its source passage.
 * A method may return fewer items than asked when the material lacks substance; never padding.
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  flashcards(input: GenerationInput & { count: number }): Promise<Flashcard[]>;
  quiz(input: GenerationInput & { questionCount: number; mode: 'quiz' | 'practice-test' }): Promise<Quiz>;
  notes(input: GenerationInput): Promise<StudyGuide>;
  trivia(input: GenerationInput & { count: number }): Promise<TriviaQuestion[]>;
  analyzeVisual(input: VisualInput): Promise<VisualAnalysis>;
  gradeEssay(input: EssayInput): Promise<EssayGrading>;
  /** MP3 audio of the text. */
  speech(input: { text: string; voice?: string }): Promise<Buffer>;
  /** How long speaking the text takes, when the provider can tell without making the audio. */
  speechSeconds?(input: { text: string; voice?: string }): Promise<number>;
  /** A Tutor Me lecture from the material: introduction, key ideas with examples and citations, summary. */
  lecture(input: GenerationInput & { topic: string }): Promise<Lecture>;
  /** The tutor's reply from the retrieved passages only, or the "not covered" answer (grounded: false). */
  tutorReply(input: TutorQuestionInput): Promise<TutorAnswer>;
  /** An audio recap's script of about `targetWords` words, from the material alone (RecapMaterialTooShortError when it cannot honestly fill them). */
  recapScript(input: GenerationInput & RecapScriptRequest): Promise<RecapScript>;
}

/** A failure of the model or its endpoint; transient ones (429, 5xx, timeouts) are retried with backoff. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The model answered, but not in the shape the contract requires (retried, then failed cleanly). */
export class InvalidModelOutputError extends ProviderError {
  constructor(message: string) {
    super(message, true);
    this.name = 'InvalidModelOutputError';
  }
}
