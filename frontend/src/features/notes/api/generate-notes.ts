import { postGeneration, type GenerationCallOptions } from '@/lib/generation/post-generation';
import { studyMaterialForm, type NotesReply, type StudyMaterial } from '@/lib/generation/types';
import { useGeneration } from '@/lib/generation/use-generation';

/** POST /api/generate-notes (multipart: files, text): a structured study guide and its markdown. */
export function generateNotes(material: StudyMaterial, options: GenerationCallOptions): Promise<NotesReply> {
  return postGeneration<NotesReply>('/api/generate-notes', studyMaterialForm(material), options);
}

export function useGenerateNotes() {
  return useGeneration(generateNotes);
}
