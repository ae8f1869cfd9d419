import { createHash } from 'node:crypto';
import type { RecapTurn } from '../ai/recap-script.js';

/** A speech chunk: at most this many characters of one voice, cut at sentence ends. */
const CHUNK_CHARS = 1200;

export interface RecapChunk {
  index: number;
  voice: string;
  text: string;
  /** Of the voice and the text: a resumed job reuses a finished chunk only when both are the same. */
  hash: string;
}

/** The script's turns cut into speech chunks (one voice each), numbered in order. */
export function chunksOf(turns: readonly RecapTurn[]): RecapChunk[] {
  const chunks: RecapChunk[] = [];
  for (const turn of turns) {
    let current = '';
    const flush = () => {
      if (!/[\p{L}\p{N}]/u.test(current)) return;
      const text = current.trim();
      chunks.push({ index: chunks.length, voice: turn.voice, text, hash: createHash('sha1').update(`${turn.voice}\n${text}`).digest('hex') });
    };
    for (const sentence of turn.text.split(/(?<=[.!?])\s+/u)) {
      if (current && current.length + sentence.length + 1 > CHUNK_CHARS) {
        flush();
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    flush();
  }
  return chunks;
}
