import { API_ENDPOINTS, type QuizReply } from '@studyforge/contracts';
import { studyMaterialForm, type ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

/** POST /api/generate-quiz (multipart: files, text, questionCount). */
export function generateQuiz({ material, fields }: ToolRequest<{ questionCount: number }>, options: GenerationCallOptions): Promise<QuizReply> {
  const form = studyMaterialForm(material);
  form.set('questionCount', String(fields.questionCount));
  return postGeneration(API_ENDPOINTS.generateQuiz, form, options);
}
