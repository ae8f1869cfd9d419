/**
 * One rule per defect a student would not want to study (issue 13's list). Every rule reads a
 * generated item in its final form, so the same rules vet the local engine's and the openai
 * provider's output. Items are short; the quote is bounded by the sentence it cites, and no
 * pattern here can backtrack (no nested or adjacent unbounded quantifiers over the same characters).
 */
export interface ReviewedItem {
  readonly question: string;
  /** The correct answer as shown (the card's back, the correct option). */
  readonly answer: string;
  /** Every option of a multiple-choice question, the correct one included. */
  readonly options?: readonly string[];
  /** The cited source text. */
  readonly quote: string;
  /** Key terms of the material (lower-cased), when the caller knows them: "What is X?" must ask about one. */
  readonly terms?: ReadonlySet<string>;
}

export type DefectCode =
  | 'missing-citation'
  | 'citation-year'
  | 'anecdote-amount'
  | 'anecdote-name'
  | 'answer-given-away'
  | 'page-furniture'
  | 'bibliography'
  | 'caption'
  | 'reader-address'
  | 'truncated-sentence'
  | 'ungrammatical-question'
  | 'not-a-term'
  | 'duplicate-options'
  | 'mixed-kind-options'
  | 'second-defensible-answer';

export interface DefectRule {
  readonly code: DefectCode;
  readonly test: (item: ReviewedItem) => boolean;
}

const BLANK = '_____';
const YEAR = /^(?:1[5-9]|20)\d{2}[a-z]?$/;
const NUMBER_ANSWER = /^[~≈$€£]?\s?\d[\d,.]*\s?(?:%|[\p{L}]{1,12})?$/u;
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'by', 'as', 'at', 'from', 'that', 'which', 'is', 'are', 'was', 'were', 'be', 'its', 'their', 'this', 'these']);
const NARRATIVE = /\b(?:I|we|my|our|he|she|his|her|they|their|you|your|imagine|suppose|for example|for instance|once|one day|each time|every time|paid|earned|bought|sold|won|lost)\b/i;
const PERSONAL_PRONOUN = /^(?:it|this|that|these|those|they|them|he|she|we|you|i|there|here|one|which|who)\b/i;
const PAGE_FURNITURE = [
  /access for free at/i,
  /openstax\.org/i,
  /©|\(c\) ?\d{4}|all rights reserved|creative commons|cc[ -]by/i,
  /\bpage \d+ of \d+\b/i,
  /^\s*\d{1,4}\s+(?:chapter|unit|section)\s+\d/i,
  /\b(?:chapter|unit)\s+\d+\s*\|/i,
  /\bdownloaded from\b/i,
];
const BIBLIOGRAPHY = [
  /\b(?:19|20)\d{2}[a-z]?\)\.\s/, // "Smith, J. (2005). Title"
  /\b\d{1,4}\s?\(\d{1,4}\),\s?\d/, // "12(3), 45"
  /\bdoi:|\bdoi\.org|\bisbn\b|\bretrieved from\b|\bhttps?:\/\//i,
  /\b(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|revised) (?:ed\.|edition)\b/i,
  /\bet al\.,? \(?(?:19|20)\d{2}/i,
  /\b(?:university press|publishers?|publishing),? (?:19|20)\d{2}/i,
  /\bpp?\. \d+\s?[–-]\s?\d+/,
  /^[\p{Lu}][\p{L}'-]+, (?:[\p{Lu}]\. ?){1,3}(?:,|&|and|\()/u,
];
const CAPTION = /^\s*(?:\(?(?:figure|fig\.|table|image|photo|graph|chart|diagram|map)\s*\d+(?:[.-]\d+)*[a-z]?\b|\(?credit\b)|\(credit[: ]|\bcredit: /i;
const EXERCISE = /^\s*(?:review questions?|critical thinking|exercises?|problems?|discussion questions?|link to learning|career connection|everyday connection|visual connection)\b/i;
const SENTENCE_END = /[.!?]["'\u2019\u201D)\]]?\s*$/;
/** A sentence closed by its author–year citation, the book printing no period after it: "… to a problem (Cropley, 2006)". */
const CITATION_END = /\([^()]*\b\d{4}[a-z]?\)\s*$/;
const TRAILING_CONNECTOR = /(?:^|\s)(?:a|an|the|of|and|or|but|to|in|on|for|with|by|as|at|from|that|which|than|its|their|his|her|our|your|this|these|those|is|are)[,;:]?$/i;
/** Capitalised only because they open a sentence: a blank after one of them does not split a name. */
const SENTENCE_OPENERS = new Set(
  'the a an in on at by for from with this these that those its their his her our each every some many most when while if as both all after before during under unlike like since because although however thus then today called termed dubbed'.split(' '),
);
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen)\b/i;
const DOUBLED_WORD = /\b(\p{L}+)\s+\1\b/iu;
const DOUBLED_ARTICLE = /\b(?:a|an|the) (?:a|an|the)\b/i;
const WHAT_IS = /^what (?:is|are) (?:the term |a |an |the )?(.{1,200}?)\?$/i;
const WHAT_DOES_TERM = /^what does the term [“"]([^”"]{1,120})[”"] mean\?$/i;
/** A sentence that talks to the reader (a learning objective's task, studying, a video or website), not about the subject. */
const READER_ADDRESS =
  /^(?:[^\p{L}]{0,3}(?:explain|contrast|describe|identify|list|compare|discuss|analy[sz]e|evaluate|summarize|summarise|write|propose|determine) (?:the |how |why |what )?\p{Ll}|as you (?:study|read|watch|view|listen|explore|learn)\b|(?:please )?(?:watch|view|visit|explore|listen to|check out) (?:this|these|the following|the)\b|in this (?:brief |short )?(?:clip|video)\b)/iu;
const CATCH_ALL_OPTION = /^(?:all|none|both|neither) of (?:the|these)\b|^all (?:the )?above$/i;

/** Lower-case words, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A crude stem: enough to see "mitochondria"/"mitochondrion", "cells"/"cell" as one word. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w.replace(/s$/, '');
  return w
    .replace(/(?:ies|ied)$/, 'y')
    .replace(/(?:ion|ia|ium|um|on|a|es|s|ed|ing|ly)$/, '')
    .replace(/e$/, '');
}

/** Endings a word family shares ("confirmation"/"confirms", "interviewer"/"interview", "nations"/"nation-states"). */
const FAMILY_ENDINGS = ['ational', 'ations', 'ation', 'ition', 'ments', 'ment', 'ness', 'ities', 'ity', 'ively', 'ive', 'ing', 'ed', 'ly', 'al', 'es', 'er', 'or', 'e'];

/** A word's family: singular, then one derivational ending dropped when four letters remain. */
export function familyStem(word: string): string {
  let base = word.toLowerCase();
  if (base.length > 3) {
    if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
    else if (!/(?:ss|us|is|as)$/.test(base) && base.endsWith('s')) base = base.slice(0, -1);
  }
  for (const ending of FAMILY_ENDINGS) {
    if (base.endsWith(ending) && base.length - ending.length >= 4) return base.slice(0, -ending.length);
  }
  return base;
}

function familyStems(text: string, withParts = false): string[] {
  return contentUnits(text, familyStem, withParts);
}

function contentStems(text: string, withParts = false): string[] {
  return contentUnits(text, stem, withParts);
}

/**
 * The words that carry content, each through `stemOf`. A hyphenated word with a function word in it
 * ("in-group", "rule-by-law") is one unit, its content words marked as a compound ("~group", "~rule-law"):
 * without its function word it would read as another word, and "a group that we identify with" would
 * seem to give away "in-group" ("rule-of-law" still gives away "rule-by-law"). `withParts` (the text
 * searched): its content words count on their own as well ("law" is printed in "rule-of-law").
 */
function contentUnits(text: string, stemOf: (word: string) => string, withParts: boolean): string[] {
  const content = (word: string) => !FUNCTION_WORDS.has(word) && word.length > 1;
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((word) => {
      const parts = word.split('-').filter(Boolean);
      const stems = parts.filter(content).map(stemOf);
      if (parts.length < 2 || !parts.some((part) => FUNCTION_WORDS.has(part)) || stems.length === 0) return stems;
      const compound = `~${stems.join('-')}`;
      return withParts ? [compound, ...stems] : [compound];
    });
}

/** An option's words without articles, each reduced to its singular's stem ("Haitian Revolutions" reads as "Haitian Revolution"). */
export function normalOption(text: string): string {
  return wordsOf(text)
    .filter((word) => word !== 'a' && word !== 'an' && word !== 'the')
    .map((word) => stem(word.length > 3 ? word.replace(/ies$/, 'y').replace(/(?<![su])s$/, '') : word))
    .join(' ');
}

function containsPhrase(haystack: string, needle: string): boolean {
  const words = wordsOf(needle);
  if (words.length === 0) return false;
  return ` ${wordsOf(haystack).join(' ')} `.includes(` ${words.join(' ')} `);
}

const isFillIn = (item: ReviewedItem) => item.question.includes(BLANK);
const isNumeric = (text: string) => NUMBER_ANSWER.test(text.trim());

/** The text around the blank, `reach` characters either side. */
function aroundBlank(question: string, reach: number): { before: string; after: string } {
  const at = question.indexOf(BLANK);
  return { before: question.slice(Math.max(0, at - reach), at), after: question.slice(at + BLANK.length, at + BLANK.length + reach) };
}

/** "(Smith & Jones, _____)", "Smith et al. (_____)", or a year answer taken from a parenthetical reference. */
function isCitationYear(item: ReviewedItem): boolean {
  if (isFillIn(item)) {
    const { before, after } = aroundBlank(item.question, 80);
    const open = before.lastIndexOf('(');
    if (open >= 0 && !before.slice(open).includes(')') && /^\s*[a-z]?\s*[);,]/.test(after)) {
      const inside = before.slice(open + 1);
      if (/[\p{Lu}]/u.test(inside) || inside.trim() === '' || /et al\.|&/.test(inside)) return true;
    }
    if (/et al\.\s*\(?\s*$/.test(before)) return true;
  }
  const answer = item.answer.trim();
  if (!YEAR.test(answer)) return false;
  const at = item.quote.indexOf(answer);
  if (at < 0) return false;
  const lead = item.quote.slice(Math.max(0, at - 80), at);
  const open = lead.lastIndexOf('(');
  return open >= 0 && !lead.slice(open).includes(')') && /[\p{Lu}]/u.test(lead.slice(open)) && /[,&]|et al/.test(lead.slice(open));
}

/** A number that belongs to a story ("they were paid $5 each time"), not to the subject. */
function isAnecdoteAmount(item: ReviewedItem): boolean {
  const answer = item.answer.trim();
  // "eight intelligences": a count spelt out is no term, and asked without naming one it is a detail in passing.
  if (item.terms && NUMBER_WORD.test(answer) && wordsOf(answer).length <= 3) return !namesATerm(item, false);
  if (!isNumeric(answer) || YEAR.test(answer)) return false;
  return NARRATIVE.test(item.quote);
}

/** The question (blank aside) names one of the material's key terms, or (when `answerCounts`) the answer is one. */
function namesATerm(item: ReviewedItem, answerCounts = true): boolean {
  if (!item.terms) return false;
  const keyOf = (text: string) => wordsOf(text).map(stem).join(' ');
  const answerKey = keyOf(item.answer);
  const question = ` ${keyOf(item.question.replace(BLANK, ' '))} `;
  for (const term of item.terms) {
    const key = keyOf(term);
    if ((answerCounts && key === answerKey) || (key && question.includes(` ${key} `))) return true;
  }
  return false;
}

const NAME = /^\p{Lu}[\p{L}'’.-]*(?: (?:\p{Lu}[\p{L}'’.-]*|of|the|de|van|von))*$/u;

/** "Which term matches …", "What is the term for …": the question calls its answer a term. */
const ASKS_FOR_A_TERM = /\b(?:which|what) (?:key )?term\b|\bthe term for\b/i;

/**
 * A name (person, group, place, show) that is no key term itself, asked for by a blank, by a
 * question that calls it a term, or by one that names no key term: a detail of an example, not what
 * the material teaches. (A blank in a sentence that names a term around the name still asks for the
 * example's name; "Who first described classical conditioning?" asks about the term.)
 */
function isAnecdoteName(item: ReviewedItem): boolean {
  if (!item.terms || item.terms.size === 0) return false;
  const answer = item.answer.trim();
  if (!NAME.test(answer) || /^\p{Lu}{2,}s?$/u.test(answer)) return false;
  if (isFillIn(item) || ASKS_FOR_A_TERM.test(item.question)) return !item.terms.has(answer.toLowerCase());
  return !namesATerm(item);
}

/** The rest of the question already shows the answer (or its acronym beside the blank). */
function isGivenAway(item: ReviewedItem): boolean {
  const answer = item.answer.trim();
  const question = item.question.replace(BLANK, ' ');
  const answerWords = contentStems(answer);
  if (answerWords.length === 0) return false;
  if (answerWords.length <= 4 && containsPhrase(question, answer)) return true;
  if (answerWords.length <= 3) {
    const questionStems = new Set(contentStems(question, true));
    if (answerWords.every((word) => questionStems.has(word))) return true;
  }
  // Another form of every word of the answer printed around the blank: "countries, states, _____, and nation-states" → nations.
  const answerFamily = familyStems(answer);
  if (isFillIn(item) && answerFamily.length <= 4) {
    const questionFamily = new Set(familyStems(question, true));
    if (answerFamily.every((word) => questionFamily.has(word))) return true;
  }
  if (isFillIn(item)) {
    const { before, after } = aroundBlank(item.question, 30);
    const acronym = /^\s*\(([\p{Lu}\p{N}]{2,8})\)/u.exec(after)?.[1] ?? /\(([\p{Lu}\p{N}]{2,8})\)\s*$/u.exec(before)?.[1];
    if (acronym && isAcronymOf(acronym.toLowerCase().replace(/s$/, ''), wordsOf(answer).filter((word) => !FUNCTION_WORDS.has(word)))) return true;
  }
  return false;
}

/** "atp" of "adenosine triphosphate": each word starts the next letter, later letters may come from inside a word. */
function isAcronymOf(acronym: string, words: readonly string[]): boolean {
  if (words.length < 2 || acronym.length < words.length) return false;
  let at = 0;
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    if (word[0] !== acronym[at]) return false;
    at += 1;
    // Letters from inside this word, leaving one for each word still to come.
    for (let i = 1; i < word.length && acronym.length - at > words.length - w - 1; i++) if (word[i] === acronym[at]) at += 1;
  }
  return at === acronym.length;
}

/** Text cut short: ends on a function word, a comma or an ellipsis, or leaves a bracket or quote open. */
export function isCutShort(text: string): boolean {
  const trimmed = text.trim();
  return TRAILING_CONNECTOR.test(trimmed) || /[,;:(\u2013\u2014-]$|(?:\.\.\.|\u2026)$/.test(trimmed) || unbalanced(trimmed);
}

function isTruncated(item: ReviewedItem): boolean {
  const answer = item.answer.trim();
  if (isCutShort(answer) || unbalanced(item.question)) return true;
  if ((item.options ?? []).some(isCutShort)) return true;
  if (!item.question.trim().endsWith('?') && !isFillIn(item) && TRAILING_CONNECTOR.test(item.question.trim().replace(/[.!]+$/, ''))) return true;
  if (isFillIn(item)) {
    // The blank takes part of a name: "Multiple _____ was developed by …" → "Intelligences Theory".
    const { before, after } = aroundBlank(item.question, 40);
    const nameAnswer = /^\p{Lu}/u.test(answer);
    const wordBefore = /(\p{Lu}[\p{L}'’-]*)\s$/u.exec(before)?.[1];
    if (nameAnswer && ((wordBefore !== undefined && !SENTENCE_OPENERS.has(wordBefore.toLowerCase())) || /^\s\p{Lu}\p{Ll}/u.test(after))) return true;
    const sentence = item.question.slice(item.question.indexOf(':') + 1).trim();
    if (!SENTENCE_END.test(sentence) && !CITATION_END.test(sentence) && !sentence.endsWith(BLANK)) return true;
    // "… see ourselves as belonging to.": a sentence closed on a function word reads as one cut short.
    if (TRAILING_CONNECTOR.test(sentence.replace(/[.!]+$/, ''))) return true;
    if (/^\p{Ll}/u.test(sentence) && !sentence.startsWith(BLANK)) return true;
  }
  return false;
}

function unbalanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth++;
    else if (character === ')' && --depth < 0) return true;
  }
  if (depth !== 0) return true;
  const curly = (text.match(/\u201C/g)?.length ?? 0) - (text.match(/\u201D/g)?.length ?? 0);
  return curly !== 0 || (text.match(/"/g)?.length ?? 0) % 2 === 1;
}

/**
 * A heading glued onto a term: "skeletal System Osteogenesis imperfecta (OI)", "discrimination Exist" — a word in
 * lower case followed by a capitalised one that is no acronym.
 */
/** Lower-case words that open a name ("van der Waals", "de Broglie", "von Neumann"). */
const NAME_PARTICLES = /^(?:(?:van|von|der|den|de|du|des|la|le|di|da|del|della|al|el|bin|ibn|ten|ter) )+\p{Lu}/u;

function isGluedHeading(text: string): boolean {
  const trimmed = text.trim();
  return /^\p{Ll}[\p{Ll}-]*(?: [\p{Ll}-]+)* \p{Lu}\p{Ll}/u.test(trimmed) && !NAME_PARTICLES.test(trimmed);
}

function isUngrammatical(item: ReviewedItem): boolean {
  const question = item.question.trim();
  if (isGluedHeading(item.answer) || (item.options ?? []).some(isGluedHeading)) return true;
  // A blank in a question ("Why Do Prejudice and _____?") asks nothing the reader can complete.
  if (isFillIn(item) && question.endsWith('?')) return true;
  if (DOUBLED_ARTICLE.test(question) || DOUBLED_WORD.test(question.replace(BLANK, ' '))) return true;
  if ((question.split(BLANK).length - 1) > 1) return true;
  if (!/^[\p{Lu}\p{N}“"'(]/u.test(question)) return true;
  if (isFillIn(item)) return false;
  if (/^(?:what|which|who|whom|whose|when|where|why|how|in what|in which|to what|is|are|does|do|did|can|was|were)\b/i.test(question) && !question.endsWith('?')) return true;
  if (/\?.+\?$/.test(question.replace(/[“"][^”"]*[”"]/g, ''))) return true;
  return /^what (?:is|are|does|do) (?:the )?\?$/i.test(question) || /\b(?:is|are) (?:is|are)\b/i.test(question);
}

/** "What is X?" about something that is not a term of the material (a pronoun, a long clause, a number, an example's name). */
function isNotATerm(item: ReviewedItem): boolean {
  const question = item.question.trim();
  if (/^which term matches\b/i.test(question) && NUMBER_WORD.test(item.answer.trim())) return true;
  if (/^what (?:is|are) the (?:term|name|word)s? for\b/i.test(question)) return false;
  const subject = WHAT_IS.exec(question)?.[1] ?? WHAT_DOES_TERM.exec(question)?.[1];
  if (subject === undefined) return false;
  const words = wordsOf(subject);
  if (words.length === 0 || words.length > 6) return true;
  if (PERSONAL_PRONOUN.test(subject.trim())) return true;
  if (/^\d/.test(subject.trim()) || /[,;:]/.test(subject)) return true;
  if (item.terms) {
    const bare = words.filter((word) => word !== 'a' && word !== 'an' && word !== 'the');
    const key = bare.map(stem).join(' ');
    for (const term of item.terms) if (wordsOf(term).map(stem).join(' ') === key) return false;
    return true;
  }
  return false;
}

function hasDuplicateOptions(item: ReviewedItem): boolean {
  if (!item.options) return false;
  const seen = new Set<string>();
  for (const option of item.options) {
    const key = normalOption(option) || option.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Wrong options of another kind than the answer: a word among numbers, a percentage among years. */
function hasMixedKindOptions(item: ReviewedItem): boolean {
  if (!item.options) return false;
  const kindOf = (text: string) => {
    const trimmed = text.trim();
    if (YEAR.test(trimmed)) return 'year';
    if (/%$|\bper ?cent\b/i.test(trimmed) && isNumeric(trimmed.replace(/\s?per ?cent$/i, '%'))) return 'percent';
    if (/^[$€£]/.test(trimmed)) return 'money';
    if (isNumeric(trimmed)) return `number:${(/[\p{L}]+$/u.exec(trimmed)?.[0] ?? '').toLowerCase().replace(/s$/, '')}`;
    return /\d/.test(trimmed) && trimmed.length < 24 ? 'numeric-text' : 'text';
  };
  const answerKind = kindOf(item.answer);
  const wordy = (kind: string) => kind === 'text' || kind === 'numeric-text';
  if (wordy(answerKind)) return item.options.some((option) => !wordy(kindOf(option)));
  return item.options.some((option) => kindOf(option) !== answerKind);
}

/** A wrong option that is the answer in another form, contains it, or says "all of the above". */
function hasSecondAnswer(item: ReviewedItem): boolean {
  if (!item.options) return false;
  const answer = normalOption(item.answer);
  for (const option of item.options) {
    if (option === item.answer) continue;
    if (CATCH_ALL_OPTION.test(option.trim())) return true;
    const other = normalOption(option);
    if (!other || !answer) continue;
    if (other === answer) return true;
    if (contentStems(item.answer).length <= 4 && contentStems(option).length <= 4 && (` ${other} `.includes(` ${answer} `) || ` ${answer} `.includes(` ${other} `))) return true;
    if (isNumeric(option) && isNumeric(item.answer) && Number.parseFloat(option.replace(/[^\d.]/g, '')) === Number.parseFloat(item.answer.replace(/[^\d.]/g, ''))) return true;
  }
  return false;
}

export const DEFECT_RULES: readonly DefectRule[] = [
  { code: 'missing-citation', test: (item) => item.quote.trim().length === 0 },
  { code: 'citation-year', test: isCitationYear },
  { code: 'anecdote-amount', test: isAnecdoteAmount },
  { code: 'anecdote-name', test: isAnecdoteName },
  { code: 'page-furniture', test: (item) => PAGE_FURNITURE.some((pattern) => pattern.test(item.quote) || pattern.test(item.question) || pattern.test(item.answer)) },
  { code: 'bibliography', test: (item) => BIBLIOGRAPHY.some((pattern) => pattern.test(item.quote) || pattern.test(item.answer)) },
  { code: 'caption', test: (item) => CAPTION.test(item.quote) || EXERCISE.test(item.quote) || CAPTION.test(item.answer) },
  { code: 'reader-address', test: (item) => READER_ADDRESS.test(item.quote.trim()) },
  { code: 'answer-given-away', test: isGivenAway },
  { code: 'truncated-sentence', test: isTruncated },
  { code: 'ungrammatical-question', test: isUngrammatical },
  { code: 'not-a-term', test: isNotATerm },
  { code: 'duplicate-options', test: hasDuplicateOptions },
  { code: 'mixed-kind-options', test: hasMixedKindOptions },
  { code: 'second-defensible-answer', test: hasSecondAnswer },
];

/** The first defect of the item, or null when it is fit to study. */
export function findDefect(item: ReviewedItem): DefectCode | null {
  return DEFECT_RULES.find((rule) => rule.test(item))?.code ?? null;
}
