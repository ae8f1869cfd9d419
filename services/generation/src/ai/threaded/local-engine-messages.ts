import type { EssayInput, GenerationInput, TutorQuestionInput, VisualInput } from '../ai-provider.js';
import type { RecapScriptRequest } from '../recap-script.js';

/** One local-engine call for a thread: the AiProvider method and its input (structured-clone safe). */
export type EngineTask =
  | { method: 'flashcards'; input: GenerationInput & { count: number } }
  | { method: 'quiz'; input: GenerationInput & { questionCount: number; mode: 'quiz' | 'practice-test' } }
  | { method: 'notes'; input: GenerationInput }
  | { method: 'trivia'; input: GenerationInput & { count: number } }
  | { method: 'analyzeVisual'; input: VisualInput }
  | { method: 'gradeEssay'; input: EssayInput }
  | { method: 'lecture'; input: GenerationInput & { topic: string } }
  | { method: 'tutorReply'; input: TutorQuestionInput }
  | { method: 'recapScript'; input: GenerationInput & RecapScriptRequest };

/** A thread's question while analysing an image: the text of this image, by the service's one OCR engine. */
export interface OcrQuestion {
  image: Uint8Array;
}
