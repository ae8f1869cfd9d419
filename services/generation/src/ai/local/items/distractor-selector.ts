import type { PoolEntry } from './answer-pools.js';
import { familyStem, normalOption, wordsOf } from '../review/defect-rules.js';
import { hashString } from './seeded-random.js';

export interface DistractorRequest {
  readonly correct: PoolEntry;
  /** Pools in order of preference: the first holds the same kind of thing as the answer. */
  readonly pools: readonly (readonly PoolEntry[])[];
  /** Text the student sees with the options; an option already printed there would give it away. */
  readonly visibleText: string;
  /** How strongly to prefer an earlier pool over a better-shaped entry of a later one. */
  readonly poolPenalty?: number;
  readonly count?: number;
  /**
   * The visible text describes the answer ("Which term matches …"): a wrong option whose words it prints, or that
   * shares the answer's head word ("supply schedule" for "demand schedule"), may fit the description as well.
   */
  readonly describesAnswer?: boolean;
}

/** Below this rank a same-headed option is never preferred to one of another head. */
const SAME_HEAD_PENALTY = 3;

/**
 * Wrong options of the answer's kind and shape (same grammatical number, name or not, similar
 * length and format, from the same part of the material when possible), each clearly distinct
 * from the answer and from each other. Null when the material has too few.
 */
export function selectDistractors(request: DistractorRequest): PoolEntry[] | null {
  const { correct, pools, visibleText, poolPenalty = 4, count = 3, describesAnswer = false } = request;
  const visible = visibleText.toLowerCase();
  const described = new Set(describesAnswer ? wordsOf(visibleText).map(familyStem) : []);
  const correctHead = headOf(correct.text);
  const ranked: { entry: PoolEntry; rank: number }[] = [];
  pools.forEach((pool, poolIndex) => {
    for (const entry of pool) {
      if (!isDistinct(entry, correct) || (entry.group !== undefined && entry.group === correct.group)) continue;
      if (containsWord(visible, entry.text.toLowerCase())) continue;
      if (describesAnswer && (sharesContentWord(entry.text, described) || fitsDescription(entry.definition, described))) continue;
      const sameHead = describesAnswer && entry.words > 1 && correct.words > 1 && headOf(entry.text) === correctHead;
      const rank =
        (sameHead ? -SAME_HEAD_PENALTY : 0) +
        -poolPenalty * poolIndex +
        (entry.plural === correct.plural ? 2 : 0) +
        (Boolean(entry.proper) === Boolean(correct.proper) ? 1.5 : 0) +
        (shapeOf(entry.text) === shapeOf(correct.text) ? 1 : 0) -
        0.6 * Math.abs(entry.words - correct.words) -
        0.02 * Math.abs(entry.text.length - correct.text.length) +
        (entry.sectionId === correct.sectionId ? 0.5 : 0) +
        (hashString(`${correct.key}\u0000${entry.key}`) / 2 ** 32) * 0.3;
      ranked.push({ entry, rank });
    }
  });
  ranked.sort((a, b) => b.rank - a.rank || (a.entry.key < b.entry.key ? -1 : 1));
  const chosen: PoolEntry[] = [];
  const answerHead = headOf(correct.text);
  for (const { entry } of ranked) {
    if (chosen.length === count) break;
    if (!chosen.every((other) => isDistinct(entry, other))) continue;
    // Wrong options that form a family the answer is not part of ("… solution" ×3 against
    // "Active transport") would single the answer out.
    const head = headOf(entry.text);
    if (head !== answerHead && chosen.some((other) => headOf(other.text) === head)) continue;
    chosen.push(entry);
  }
  return chosen.length === count ? chosen : null;
}

/** Words too common to make an option fit a description. */
const PLAIN_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'by', 'as', 'at', 'from', 'that', 'which', 'is', 'are']);

function sharesContentWord(text: string, described: ReadonlySet<string>): boolean {
  return wordsOf(text).some((word) => !PLAIN_WORDS.has(word) && word.length > 2 && described.has(familyStem(word)));
}

/** Share of a definition's content words the description also prints from which the option would fit it too. */
const FITTING_SHARE = 0.3;

/** The option's own definition says much of what the description says (a second defensible answer). */
function fitsDescription(definition: string | undefined, described: ReadonlySet<string>): boolean {
  if (!definition) return false;
  const stems = new Set(wordsOf(definition).filter((word) => !PLAIN_WORDS.has(word) && word.length > 2).map(familyStem));
  let shared = 0;
  for (const word of stems) if (described.has(word)) shared += 1;
  return shared >= 2 && shared >= FITTING_SHARE * stems.size;
}

function headOf(text: string): string {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return (words[words.length - 1] ?? '').replace(/s$/u, '');
}

/** "June 1995" → "a 9", "3.0" → "9.9": options of one shape do not stand out. */
function shapeOf(text: string): string {
  return text.replace(/\p{N}+/gu, '9').replace(/\p{L}+/gu, 'a');
}

/** Different identity, and neither contains the other ("membrane" vs "cell membrane"). */
function isDistinct(a: PoolEntry, b: PoolEntry): boolean {
  if (a.key === b.key || normalOption(a.text) === normalOption(b.text)) return false;
  const x = a.text.toLowerCase();
  const y = b.text.toLowerCase();
  return x !== y && !containsWord(x, y) && !containsWord(y, x);
}

function containsWord(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle);
  if (at < 0 || !needle) return false;
  const before = haystack.charAt(at - 1);
  const after = haystack.charAt(at + needle.length);
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}
