import { availableParallelism } from 'node:os';
import { longestLengthWithin, RECAP_LENGTHS, recapMessages, type RecapOptions } from '@studyforge/contracts';
import type { AiProvider } from '../ai/ai-provider.js';
import { partnerVoice } from '../ai/local/recap/recap-script-writer.js';
import { RecapMaterialTooShortError, type RecapScript } from '../ai/recap-script.js';
import type { ExtractedDocument } from '../extraction/extracted-document.js';
import { chunksOf } from './recap-chunks.js';
import { NotEnoughMaterialError } from '../jobs/job-failure.js';
import { measuredSecondsPerWord, speechSample, speechTimer } from './speech-rate.js';

/**
 * A script that lasts the chosen length: sized from a spoken sample of the material, then (when the
 * provider can time speech without making it) timed whole and resized until within 3 %.
 */
export async function sizedRecapScript(provider: AiProvider, documents: ExtractedDocument[], options: RecapOptions): Promise<RecapScript> {
  const target = RECAP_LENGTHS[options.length] * 60;
  const voices = options.type === 'podcast' ? [options.voice, partnerVoice(options.voice)] : [options.voice];
  const sample = speechSample(documents);
  if (!/[\p{L}\p{N}]/u.test(sample)) throw new NotEnoughMaterialError(recapMessages.materialTooShort(options.type, options.length, null));
  const timer = speechTimer(provider);
  let secondsPerWord = await measuredSecondsPerWord(timer, sample, voices);
  for (let round = 0; ; round++) {
    let script: RecapScript;
    try {
      script = await provider.recapScript({ documents, type: options.type, voice: options.voice, targetWords: Math.round(target / secondsPerWord) });
    } catch (error) {
      if (!(error instanceof RecapMaterialTooShortError)) throw error;
      const longest = longestLengthWithin((error.availableWords * secondsPerWord) / 60);
      throw new NotEnoughMaterialError(recapMessages.materialTooShort(options.type, options.length, longest));
    }
    if (!provider.speechSeconds || round === 3) return script;
    const timed = await mapBounded(chunksOf(script.turns), (chunk) => timer(chunk.text, chunk.voice));
    const seconds = timed.reduce((total, value) => total + value, 0);
    if (Math.abs(seconds - target) / target <= 0.03) return script;
    secondsPerWord = seconds / Math.max(1, script.words);
  }
}

/**
 * Maps with a few calls at a time: the speech threads are shared with read-aloud, whose chunks then
 * wait behind a handful of the recap's, not behind all of them.
 */
async function mapBounded<T, R>(items: readonly T[], map: (item: T) => Promise<R>, lanes = Math.max(2, availableParallelism())): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await map(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}
