import { API_ENDPOINTS, type FlashcardsReply } from '@studyforge/contracts';
import { studyMaterialForm, type ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

/** POST /api/generate-flashcards (multipart: files, text, count). */
export function generateFlashcards({ material, fields }: ToolRequest<{ count: number }>, options: GenerationCallOptions): Promise<FlashcardsReply> {
  const form = studyMaterialForm(material);
  form.set('count', String(fields.count));
  return postGeneration(API_ENDPOINTS.generateFlashcards, form, options);
}
