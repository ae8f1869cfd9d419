import { postGeneration, type GenerationCallOptions } from '@/lib/generation/post-generation';
import { studyMaterialForm, type FlashcardsReply, type StudyMaterial } from '@/lib/generation/types';
import { useGeneration } from '@/lib/generation/use-generation';

export interface GenerateFlashcardsInput extends StudyMaterial {
  count: number;
}

/** POST /api/generate-flashcards (multipart: files, text, count). */
export function generateFlashcards({ count, ...material }: GenerateFlashcardsInput, options: GenerationCallOptions): Promise<FlashcardsReply> {
  const form = studyMaterialForm(material);
  form.set('count', String(count));
  return postGeneration<FlashcardsReply>('/api/generate-flashcards', form, options);
}

export function useGenerateFlashcards() {
  return useGeneration(generateFlashcards);
}
