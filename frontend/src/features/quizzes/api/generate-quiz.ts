import { postGeneration, type GenerationCallOptions } from '@/lib/generation/post-generation';
import { studyMaterialForm, type QuizReply, type StudyMaterial } from '@/lib/generation/types';
import { useGeneration } from '@/lib/generation/use-generation';

export interface GenerateQuizInput extends StudyMaterial {
  questionCount: number;
}

/** POST /api/generate-quiz (multipart: files, text, questionCount). */
export function generateQuiz({ questionCount, ...material }: GenerateQuizInput, options: GenerationCallOptions): Promise<QuizReply> {
  const form = studyMaterialForm(material);
  form.set('questionCount', String(questionCount));
  return postGeneration<QuizReply>('/api/generate-quiz', form, options);
}

export function useGenerateQuiz() {
  return useGeneration(generateQuiz);
}
