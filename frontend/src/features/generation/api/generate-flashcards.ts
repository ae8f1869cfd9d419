import type { FlashcardsReply } from '@/lib/generation-replies';
import { studyMaterialForm, type ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

/** POST /api/generate-flashcards (multipart: files, text, count). */
export function generateFlashcards({ material, fields }: ToolRequest<{ count: number }>, options: GenerationCallOptions): Promise<FlashcardsReply> {
  const form = studyMaterialForm(material);
  form.set('count', String(fields.count));
  return postGeneration<FlashcardsReply>('/api/generate-flashcards', form, options);
}
