import { API_ENDPOINTS, type TutorVoice, type VoiceLectureReply } from '@studyforge/contracts';
import type { ToolRequest } from '../study-material';
import { postGeneration, type GenerationCallOptions } from './post-generation';

export interface LectureFields {
  topic: string;
  voice: TutorVoice;
}

/** POST /api/generate-voice-lecture (multipart: files, topic, voice, includeAudio true): the lecture and its audio. */
export function generateVoiceLecture({ material, fields }: ToolRequest<LectureFields>, options: GenerationCallOptions): Promise<VoiceLectureReply> {
  const form = new FormData();
  for (const file of material.files) form.append('files', file, file.name);
  form.set('topic', fields.topic.trim());
  form.set('voice', fields.voice);
  form.set('includeAudio', 'true');
  return postGeneration(API_ENDPOINTS.generateVoiceLecture, form, options);
}
