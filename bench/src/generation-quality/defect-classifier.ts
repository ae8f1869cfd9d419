import { definitionAgreement } from './definition-agreement-scorer.js';
import type { SourceIndex } from './source-index.js';
import { contentStems, normalizeText, termKey, termVariants } from './term-normalizer.js';

/** The defect list of the benchmark, written out in RESULTS.md (DEFECT_RULES). */
export const DEFECT_RULES = {
  'citation-year': 'asks for a year that the source prints inside an author–year citation ("(Pavlov, _____)")',
  'anecdote-number': 'asks for a number or amount in a question that names no key term (an example, a story, a statistic in passing)',
  'anecdote-name': 'asks for a name (person, animal, place, show) that is neither a key term nor printed in bold or italics, in a question that names no key term',
  'answer-given-away': 'the question already contains the answer (a blank whose answer is printed beside it; a correct option spelt out in the stem; a definition that names its own term)',
  'page-furniture': 'carries the chapter\'s running header ("6 • Learning") or the page footer ("Access for free at openstax.org")',
  bibliography: 'drawn from a reference or bibliography line (or carries one: a URL, doi, "Retrieved from", "pp.", publisher)',
  'figure-caption': 'drawn from a figure caption (or carries a photo credit)',
  exercise: 'drawn from an exercise, review or critical-thinking question',
  'feature-box': 'drawn from a "Link to Learning" or other feature box, or the learning objectives',
  truncated: 'a sentence cut short: ends on a function word, a comma or colon, or has an unclosed bracket or quote',
  ungrammatical: 'a malformed front or question: starts in lower case, a doubled word, a pasted sentence keeping its capital ("the term for The …"), a quiz question with neither a question mark nor a blank nor an instruction, a/an before the wrong sound, stray spaces before punctuation',
  'wrong-blank-answer': 'a fill-in-the-blank whose answer, put in the blank, does not give back the sentence the source prints',
  'duplicate-options': 'two options of a question read the same (case, punctuation, plural ignored)',
  'second-defensible-answer': 'a wrong option is also right: another form of the answer (abbreviation, synonym from the glossary), "all/none of the above", or a key term whose own definition fits the stem at least as well',
} as const;

export type DefectRule = keyof typeof DEFECT_RULES;

/** A card or a quiz question, reduced to what the classifier reads. */
export interface ClassifiedItem {
  kind: 'card' | 'question';
  question: string;
  /** The card's answer or the question's correct option. */
  answer: string;
  /** Quiz questions only: all four options. */
  options?: string[];
  /** The passage the item cites as its source. */
  quote: string;
}

const BLANK = /_{3,}/;
const YEAR = /^\(?((?:1[5-9]|20)\d\d)[a-z]?\)?\.?$/;
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million billion trillion half dozen';
const AMOUNT = new RegExp(
  `^(?:about |around |nearly |over |more than |less than |approximately )?(?:[$€£]\\s?)?(?:\\d[\\d,.]*|(?:${NUMBER_WORDS.split(' ').join('|')})(?:[ -](?:${NUMBER_WORDS.split(' ').join('|')}))*)(?:\\s?(?:%|percent|[a-z]+(?:\\s[a-z]+)?))?\\.?$`,
  'i',
);
/** One to four capitalised words: a name, not a phrase of common words. */
const NAME = /^(?:[A-Z][\p{L}'’.-]*)(?: (?:[A-Z][\p{L}'’.-]*|of|the|de|van|von))*$/u;
const FUNCTION_ENDINGS = new Set('the a an of to and or but in on at by for with from as that which than its their his her our your this these those'.split(' '));
const IMPERATIVES = /^(define|explain|describe|name|identify|complete|fill|choose|select|list|give|state|match|true or false|compare|distinguish)\b/i;
const BIBLIOGRAPHIC = /(doi:|https?:\/\/|www\.|retrieved from|accessed (?:on )?[a-z]+ \d|isbn|\bpp?\. ?\d|\bvol\. ?\d|\(eds?\.\)|university press|\bed\. \d|\bno\. \d+ \()/i;
const FEATURE_TEXT = /link to learning|visit this website|watch this video|view this video|openstax\.org\/l\/|by the end of this section/i;
const A_AN_EXCEPTIONS = /^(?:uni|use|usu|eu|one|once|ur|hour|honest|honor|heir)/i;

function fields(item: ClassifiedItem): string[] {
  return [item.question, ...(item.options ?? [item.answer])];
}

function truncated(text: string): boolean {
  const trimmed = text.replace(BLANK, ' BLANK ').trim();
  if (/[,;:(\-–—]$/.test(trimmed) || /(\.\.\.|…)$/.test(trimmed)) return true;
  const lastWord = normalizeText(trimmed.replace(/[?.!]+$/, '')).split(' ').at(-1) ?? '';
  if (!trimmed.endsWith('?') && FUNCTION_ENDINGS.has(lastWord)) return true;
  const opens = (trimmed.match(/\(/g) ?? []).length;
  const closes = (trimmed.match(/\)/g) ?? []).length;
  const curlyOpen = (trimmed.match(/“/g) ?? []).length;
  const curlyClose = (trimmed.match(/”/g) ?? []).length;
  return opens !== closes || curlyOpen !== curlyClose || (trimmed.match(/"/g) ?? []).length % 2 === 1;
}

function ungrammatical(question: string, kind: ClassifiedItem['kind']): boolean {
  const text = question.trim();
  if (/^[a-z]/.test(text)) return true;
  if (/\b(\w{2,})\s+\1\b/i.test(text.replace(BLANK, ' '))) return true;
  // A sentence pasted into a question with its capital kept: "What is the term for The behavior …?"
  if (/\b(?:for|is|are|of|as|that|describes?|called) (?:The|A|An|This|These|In|It) [a-z]/.test(text)) return true;
  if (kind === 'question' && !text.endsWith('?') && !BLANK.test(text) && !IMPERATIVES.test(text) && !text.endsWith(':')) return true;
  if (/\s[,.;:?!](?!\w)/.test(text.replace(BLANK, 'BLANK'))) return true;
  for (const match of text.matchAll(/\b(a|an)\s+([a-z][\w-]*)/gi)) {
    const article = match[1]!.toLowerCase();
    const next = match[2]!;
    if (A_AN_EXCEPTIONS.test(next) || /^[A-Z]{2,}/.test(next)) continue;
    const vowel = /^[aeiou]/i.test(next);
    if ((article === 'a' && vowel) || (article === 'an' && !vowel && !/^h/i.test(next))) return true;
  }
  return false;
}

function givenAway(item: ClassifiedItem, index: SourceIndex): boolean {
  const answerStems = [...contentStems(item.answer)];
  if (answerStems.length === 0) return false;
  const questionStems = contentStems(item.question.replace(BLANK, ' '));
  // The whole answer printed in the question, or every one of its content words when it has several.
  const inQuestion =
    ` ${termKey(item.question.replace(BLANK, ' '))} `.includes(` ${termKey(item.answer)} `) ||
    (answerStems.length >= 2 && answerStems.every((word) => questionStems.has(word)));
  if (item.kind === 'question') {
    if (!inQuestion) return false;
    // Given away only when the stem singles the right option out: no wrong option is spelt out in it too.
    return (item.options ?? []).filter((option) => option !== item.answer).every((option) => {
      const stems = [...contentStems(option)];
      return stems.length === 0 || !stems.every((word) => questionStems.has(word));
    });
  }
  if (BLANK.test(item.question)) return inQuestion;
  // A definition on the front whose answer is a glossary term it names itself.
  const answerKey = termKey(item.answer);
  const isTerm = index.glossary.some((entry) => termVariants(entry.term).includes(answerKey));
  return isTerm && answerStems.length > 0 && normalizeText(item.question).split(' ').length > 6 && inQuestion;
}

function secondDefensibleAnswer(item: ClassifiedItem, index: SourceIndex): boolean {
  if (!item.options) return false;
  const wrong = item.options.filter((option) => option !== item.answer);
  if (wrong.some((option) => /^(all|none|both) of (the )?(above|these)$|^both\b/i.test(option.trim()))) return true;
  const answerKey = termKey(item.answer);
  const answerEntry = index.glossary.find((entry) => termVariants(entry.term).includes(answerKey));
  if (answerEntry && wrong.some((option) => termVariants(answerEntry.term).includes(termKey(option)))) return true;
  // A fill-in-the-blank's stem is a sentence of the text, not a definition: only description stems are compared.
  if (!answerEntry || BLANK.test(item.question)) return false;
  const fitOfAnswer = definitionAgreement(item.question, answerEntry).share;
  return wrong.some((option) => {
    const entry = index.glossary.find((candidate) => termVariants(candidate.term).includes(termKey(option)));
    if (!entry) return false;
    const fit = definitionAgreement(item.question, entry);
    return fit.agrees && fit.share >= fitOfAnswer;
  });
}

/**
 * The defects of one item, by rules the benchmark holds on its own (DEFECT_RULES): it reads the item's
 * wording and where its cited passage stands in the printed section, never the engine's own filters.
 */
export function classifyDefects(item: ClassifiedItem, index: SourceIndex): DefectRule[] {
  const found = new Set<DefectRule>();
  const answer = item.answer.trim();
  const all = fields(item);
  const year = YEAR.exec(answer)?.[1];
  if (year && (index.yearIsCited(year) || /\([^()]*[A-Z][^()]*,\s*_{3,}/.test(item.question))) found.add('citation-year');
  else if (AMOUNT.test(answer) && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion)\b/i.test(answer)) {
    if (!index.namesATerm(item.question)) found.add('anecdote-number');
  }
  if (!found.has('anecdote-number') && NAME.test(answer) && index.printsAsName(answer) && !index.isKeyPhrase(answer) && !index.namesATerm(item.question)) found.add('anecdote-name');
  if (givenAway(item, index)) found.add('answer-given-away');
  if (BLANK.test(item.question) && !index.printsFilled(item.question, answer, item.quote)) found.add('wrong-blank-answer');
  const normalizedAll = all.map(normalizeText);
  if (index.furniture.some((line) => line && normalizedAll.some((text) => text.includes(line)))) found.add('page-furniture');
  const role = index.roleOf(item.quote);
  if (role === 'reference' || all.some((text) => BIBLIOGRAPHIC.test(text))) found.add('bibliography');
  if (role === 'caption' || all.some((text) => /\(credit[: ]|^figure \d+\.\d+\b/i.test(text))) found.add('figure-caption');
  if (role === 'exercise') found.add('exercise');
  if (role === 'feature' || role === 'objectives' || all.some((text) => FEATURE_TEXT.test(text))) found.add('feature-box');
  if (all.some(truncated)) found.add('truncated');
  if (ungrammatical(item.question, item.kind)) found.add('ungrammatical');
  if (item.options) {
    const keys = item.options.map(termKey);
    if (new Set(keys).size < keys.length) found.add('duplicate-options');
  }
  if (secondDefensibleAnswer(item, index)) found.add('second-defensible-answer');
  return [...found];
}

