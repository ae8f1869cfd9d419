import { generationMessages } from '@studyforge/contracts';
import { SpeechInputError } from '../local-engine-errors.js';
import { stripMarkdown } from './markdown-stripper.js';
import { chunkForSpeech } from './speech-chunker.js';
import { sharedSpeechPool, type SpeechPool, type SpokenChunk } from './speech-pool.js';
import { voiceProfile } from './voice-profiles.js';

/** Markdown or plain text → MP3, offline: stripped, chunked by sentence, spoken in parallel threads, joined in order. */
export async function textToMp3(text: string, voice: string | undefined, pool: SpeechPool = sharedSpeechPool()): Promise<SpokenChunk> {
  const chunks = chunkForSpeech(stripMarkdown(text));
  if (chunks.length === 0) throw new SpeechInputError(generationMessages.noTextToRead);
  const profile = voiceProfile(voice);
  const parts = await Promise.all(chunks.map((chunk) => pool.speak(chunk, profile)));
  return { mp3: Buffer.concat(parts.map((part) => part.mp3)), seconds: parts.reduce((total, part) => total + part.seconds, 0) };
}
