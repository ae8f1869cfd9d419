import type { FlashcardsReply, QuizReply, TriviaReply } from '@/lib/generation-replies';
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
  switch (kind) {
    case 'flashcards':
      form.set('count', String(count));
      return { kind, reply: await postGeneration<FlashcardsReply>('/api/generate-flashcards', form, options) };
    case 'quiz':
      form.set('questionCount', String(count));
      return { kind, reply: await postGeneration<QuizReply>('/api/generate-quiz', form, options) };
    case 'practice-test':
      form.set('questionCount', String(count));
      return { kind, reply: await postGeneration<QuizReply>('/api/generate-practice-tests', form, options) };
    case 'trivia':
      form.set('count', String(count));
      return { kind, reply: await postGeneration<TriviaReply>('/api/generate-trivia', form, options) };
  }
}

export function useGenerateContent() {
  return useGeneration(generateContent);
}
