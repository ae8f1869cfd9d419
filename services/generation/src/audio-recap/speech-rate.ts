import type { AiProvider } from '../ai/ai-provider.js';
import { countWords } from '../ai/recap-script.js';
import type { ExtractedDocument } from '../extraction/extracted-document.js';
import { mp3Seconds } from './mp3-duration.js';

const SAMPLE_WORDS = 250;

/** The opening paragraphs of the material, about SAMPLE_WORDS words: what the recap will sound like. */
export function speechSample(documents: readonly ExtractedDocument[]): string {
  const parts: string[] = [];
  let words = 0;
  for (const block of documents.flatMap((document) => document.blocks)) {
    if (block.kind === 'heading' || words >= SAMPLE_WORDS) continue;
    parts.push(block.text);
    words += countWords(block.text);
  }
  return parts.join(' ');
}

/** How long a text takes to say: measured without audio when the provider can, else from the audio made. */
export function speechTimer(provider: AiProvider): (text: string, voice: string) => Promise<number> {
  return async (text, voice) => (provider.speechSeconds ? provider.speechSeconds({ text, voice }) : mp3Seconds(await provider.speech({ text, voice })));
}

/** Seconds a word of this material takes in these voices (averaged), measured on a sample of it. */
export async function measuredSecondsPerWord(timer: (text: string, voice: string) => Promise<number>, sample: string, voices: readonly string[]): Promise<number> {
  const words = Math.max(1, countWords(sample));
  const seconds = await Promise.all(voices.map((voice) => timer(sample, voice)));
  return seconds.reduce((total, value) => total + value, 0) / voices.length / words;
}
