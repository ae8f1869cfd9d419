import { generationEndpoints, GENERATION_COUNT_RULES, type FlashcardsReply, type QuizReply, type TriviaReply } from '@studyforge/contracts';
import type { UploadContentKind } from '../generation-cost';
import { useGeneration } from '../hooks/use-generation';
import { studyMaterialForm } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

export interface GenerateContentInput {
  kind: UploadContentKind;
  files: readonly File[];
  count: number;
}

export type GeneratedContent =
  | { kind: 'flashcards'; reply: FlashcardsReply }
  | { kind: 'quiz' | 'practice-test'; reply: QuizReply }
  | { kind: 'trivia'; reply: TriviaReply };

/** Upload & Generate: the chosen files become flashcards, a quiz, a practice test or trivia. */
export async function generateContent({ kind, files, count }: GenerateContentInput, options: GenerationCallOptions): Promise<GeneratedContent> {
  const form = studyMaterialForm({ files, text: '' });
  form.set(GENERATION_COUNT_RULES[kind].field, String(count));
  switch (kind) {
    case 'flashcards':
      return { kind, reply: await postGeneration(generationEndpoints.generateFlashcards, form, options) };
    case 'quiz':
      return { kind, reply: await postGeneration(generationEndpoints.generateQuiz, form, options) };
    case 'practice-test':
      return { kind, reply: await postGeneration(generationEndpoints.generatePracticeTest, form, options) };
    case 'trivia':
      return { kind, reply: await postGeneration(generationEndpoints.generateTrivia, form, options) };
  }
}

export function useGenerateContent() {
  return useGeneration(generateContent);
}
