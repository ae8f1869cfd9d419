import { generationMessages } from '@studyforge/contracts';
import { SpeechInputError } from '../local-engine-errors.js';
import { stripMarkdown } from './markdown-stripper.js';
import { chunkForSpeech } from './speech-chunker.js';
import { sharedSpeechPool, type SpeechPool, type SpokenChunk } from './speech-pool.js';
import { voiceProfile } from './voice-profiles.js';

/** How long the text takes to say, without making the MP3 (sizing a script to a length). */
export async function speechSeconds(text: string, voice: string | undefined, pool: SpeechPool = sharedSpeechPool()): Promise<number> {
  return (await textToMp3(text, voice, pool, false)).seconds;
}

/** Markdown or plain text → MP3, offline: stripped, chunked by sentence, spoken in parallel threads, joined in order. */
export async function textToMp3(text: string, voice: string | undefined, pool: SpeechPool = sharedSpeechPool(), encode = true): Promise<SpokenChunk> {
  const chunks = chunkForSpeech(stripMarkdown(text));
  if (chunks.length === 0) throw new SpeechInputError(generationMessages.noTextToRead);
  const profile = voiceProfile(voice);
  const parts = await Promise.all(chunks.map((chunk) => pool.speak(chunk, profile, encode)));
  return { mp3: Buffer.concat(parts.map((part) => part.mp3)), seconds: parts.reduce((total, part) => total + part.seconds, 0) };
}
