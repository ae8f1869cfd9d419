import { API_ENDPOINTS, type NotesReply } from '@studyforge/contracts';
import { studyMaterialForm, type NoFields, type ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

/** POST /api/generate-notes (multipart: files, text): a structured study guide and its markdown. */
export function generateNotes({ material }: ToolRequest<NoFields>, options: GenerationCallOptions): Promise<NotesReply> {
  return postGeneration(API_ENDPOINTS.generateNotes, studyMaterialForm(material), options);
}
