import { API_ENDPOINTS, type AnalyzeVisualReply } from '@studyforge/contracts';
import type { NoFields, ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

/** POST /api/analyze-visual (multipart: image, question): the analysis and the credits charged. */
export function analyzeVisual({ material }: ToolRequest<NoFields>, options: GenerationCallOptions): Promise<AnalyzeVisualReply> {
  const form = new FormData();
  const image = material.files[0];
  if (image) form.append('image', image, image.name);
  form.set('question', material.text);
  return postGeneration(API_ENDPOINTS.analyzeVisual, form, options);
}
