import { API_ENDPOINTS, type EssayType, type GradeEssayReply } from '@studyforge/contracts';
import type { ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

export interface EssayFields {
  essayType: EssayType | null;
}

/** POST /api/grade-essay (multipart: essay file, essayText, essayType): the grading and the credits charged. */
export function gradeEssay({ material, fields }: ToolRequest<EssayFields>, options: GenerationCallOptions): Promise<GradeEssayReply> {
  const form = new FormData();
  const essay = material.files[0];
  if (essay) form.append('essay', essay, essay.name);
  else form.set('essayText', material.text);
  form.set('essayType', fields.essayType ?? '');
  return postGeneration(API_ENDPOINTS.gradeEssay, form, options);
}
