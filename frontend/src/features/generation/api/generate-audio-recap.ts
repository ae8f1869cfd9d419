import { API_ENDPOINTS, type AudioRecapReply, type RecapLength, type RecapType, type TutorVoice } from '@studyforge/contracts';
import { studyMaterialForm, type ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

export interface RecapFields {
  length: RecapLength | null;
  type: RecapType | null;
  voice: TutorVoice;
}

/** POST /api/generate-audio-recap (multipart: files, text, length, type, voice): the saved recap and its audio link. */
export function generateAudioRecap({ material, fields }: ToolRequest<RecapFields>, options: GenerationCallOptions): Promise<AudioRecapReply> {
  const form = studyMaterialForm(material);
  form.set('length', fields.length ?? '');
  form.set('type', fields.type ?? '');
  form.set('voice', fields.voice);
  return postGeneration(API_ENDPOINTS.generateAudioRecap, form, options);
}
