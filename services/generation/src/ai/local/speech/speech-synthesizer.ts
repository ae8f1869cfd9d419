import { generationMessages } from '@studyforge/contracts';
import { SpeechInputError } from '../local-engine-errors.js';
import { synthesize } from './mespeak-engine.js';
import { encodeMp3 } from './mp3-encoder.js';
import { stripMarkdown } from './markdown-stripper.js';
import { chunkForSpeech } from './speech-chunker.js';
import { voiceProfile } from './voice-profiles.js';
import type { Pcm } from './wav-decoder.js';

/** Markdown or plain text → MP3, offline: stripped, chunked by sentence, synthesized, joined, encoded. */
export function textToMp3(text: string, voice: string | undefined): Buffer {
  const chunks = chunkForSpeech(stripMarkdown(text));
  if (chunks.length === 0) throw new SpeechInputError(generationMessages.noTextToRead);
  const profile = voiceProfile(voice);
  const parts = chunks.map((chunk) => synthesize(chunk, profile));
  return encodeMp3(join(parts));
}

function join(parts: readonly Pcm[]): Pcm {
  const sampleRate = parts[0]!.sampleRate;
  const samples = new Int16Array(parts.reduce((total, part) => total + part.samples.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { sampleRate, samples };
}
