import type { AnalyzedSentence, SentenceEntity, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { contentEnd, inRunningText } from '../analysis/text-formatter.js';
import { baseFormsAfterAnd, indexesOf, isPastTense, renderTokens } from './clause-renderer.js';
import { isStandaloneSubject } from './definition-fact-extractor.js';
import type { FactContext } from './fact-context.js';
import type { NumberFact, NumberKind, SlottedSentence } from './study-fact.js';

const MAX_SENTENCE_TOKENS = 45;
/** A list marker opening a sentence: "e) ", "(iv) ", "3. ". */
const ENUMERATOR = /^\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[).]\s+(?=\p{Lu})/iu;
/** Words that qualify a number rather than being part of it ("about 70%"). */
const APPROXIMATORS: ReadonlySet<string> = new Set(['about', 'around', 'approximately', 'nearly', 'almost', 'roughly', 'over', 'under', 'some', 'more', 'less', 'than', 'up', 'to', 'by', 'circa', 'c.', 'ca.', 'only', 'just', 'at', 'least', 'most']);

/** Dates, years, percentages, amounts and quantities with a unit ("37 trillion cells"). */
export function extractNumbers(sentence: AnalyzedSentence, context: FactContext): NumberFact[] {
  if (sentence.tokens.length > MAX_SENTENCE_TOKENS || !isStatement(sentence)) return [];
  const facts: NumberFact[] = [];
  for (const entity of sentence.entities) {
    const reading = readNumber(sentence, entity);
    if (!reading || isInSeries(sentence, entity)) continue;
    const { span, value, numberKind } = reading;
    const weight = numberKind === 'year' || numberKind === 'date' ? 0.85 : 0.7;
    facts.push({
      kind: 'number',
      id: `number:${sentence.id}:${span.start}`,
      sentences: [sentence],
      sectionId: sentence.sectionId,
      score: context.score(weight, sentence),
      numberKind,
      value,
      whQuestion: numberKind === 'year' ? yearQuestion(sentence, span, context) : null,
      slotted: slot(sentence, span),
    });
  }
  return facts;
}

/** The value and kind of a numeric entity, or null when it is not a usable fact (ordinals, bare counts). */
export function readNumber(sentence: AnalyzedSentence, entity: SentenceEntity): { span: TokenSpan; value: string; numberKind: NumberKind } | null {
  const span = valueSpan(sentence, entity);
  if (!span) return null;
  const value = spanText(sentence, span);
  const numberKind = kindOf(entity, value, sentence, span);
  return numberKind ? { span, value, numberKind } : null;
}

export function slot(sentence: AnalyzedSentence, span: TokenSpan): SlottedSentence {
  const tokens = sentence.tokens;
  return {
    before: sentence.text.slice(0, tokens[span.start]!.start).replace(ENUMERATOR, ''),
    value: spanText(sentence, span),
    after: sentence.text.slice(tokens[span.end - 1]!.end),
  };
}

/** The entity without an approximation word in front ("about 70%" → "70%"). */
function valueSpan(sentence: AnalyzedSentence, entity: SentenceEntity): TokenSpan | null {
  let start = entity.span.start;
  while (start < entity.span.end && APPROXIMATORS.has(sentence.tokens[start]!.lower)) start += 1;
  const span = { start, end: entity.span.end };
  return start < entity.span.end && /\d/.test(spanText(sentence, span)) ? span : null;
}

/** A full statement (it has a verb) rather than a title, caption or address line, and no links. */
export function isStatement(sentence: AnalyzedSentence): boolean {
  return sentence.tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX') && !sentence.entities.some((entity) => entity.type === 'URL' || entity.type === 'EMAIL');
}

/** One of a run of numbers ("1991, 1999, 2007"): no single one is the fact. */
function isInSeries(sentence: AnalyzedSentence, entity: SentenceEntity): boolean {
  const tokens = sentence.tokens;
  const before = tokens[entity.span.start - 1]?.value === ',' ? tokens[entity.span.start - 2] : undefined;
  const after = tokens[entity.span.end]?.value === ',' ? tokens[entity.span.end + 1] : undefined;
  return [before, after].some((token) => token !== undefined && token.entity !== null && /\d/.test(token.value));
}

function kindOf(entity: SentenceEntity, value: string, sentence: AnalyzedSentence, span: TokenSpan): NumberKind | null {
  switch (entity.type) {
    case 'DATE':
      return /^\d{3,4}$/.test(value) ? 'year' : 'date';
    case 'PERCENT':
      return 'percent';
    case 'MONEY':
      return 'money';
    case 'DURATION':
      return 'duration';
    case 'CARDINAL': {
      const unit = sentence.tokens[span.end];
      const spaced = unit !== undefined && unit.start > sentence.tokens[span.end - 1]!.end;
      return unit && spaced && unit.pos === 'NOUN' && /^\p{L}{3,}$/u.test(unit.value) && /^\d/.test(value) ? 'quantity' : null;
    }
    default:
      return null;
  }
}

/**
 * "In 1665, Robert Hooke observed …" / "Rudolf Virchow argued in 1855 that …" →
 * "In what year did Robert Hooke observe …?"; passive "was proposed in 1839 by …" →
 * "In what year was the cell theory proposed by …?". Null when the clause does not fit.
 */
function yearQuestion(sentence: AnalyzedSentence, year: TokenSpan, context: FactContext): string | null {
  const tokens = sentence.tokens;
  const end = contentEnd(tokens);
  let clause: number[];
  if (year.start === 1 && tokens[0]!.lower === 'in' && tokens[year.end]?.value === ',') {
    clause = indexesOf({ start: year.end + 1, end });
  } else if (year.start >= 2 && tokens[year.start - 1]!.lower === 'in') {
    clause = indexesOf({ start: 0, end: year.start - 1 }, { start: year.end, end });
  } else {
    return null;
  }
  const verbAt = clause.findIndex((index) => tokens[index]!.pos === 'VERB' || tokens[index]!.pos === 'AUX');
  if (verbAt < 1) return null;
  const subject = clause.slice(0, verbAt);
  if (subject.some((index, i) => i > 0 && index !== subject[i - 1]! + 1)) return null;
  if (!isStandaloneSubject(tokens, subject[0]!, subject[subject.length - 1]! + 1)) return null;
  const verbIndex = clause[verbAt]!;
  const verb = tokens[verbIndex]!;
  const replace = new Map<number, string>();
  replace.set(subject[0]!, inRunningText(tokens[subject[0]!]!.value, tokens[subject[0]!]!, context.corpus.casing));
  const rest = clause.slice(verbAt + 1);
  baseFormsAfterAnd(sentence, rest, replace);
  const subjectText = renderTokens(sentence, subject, replace);
  const restText = renderTokens(sentence, rest, replace);
  if (isPastTense(verb)) return `In what year did ${subjectText} ${verb.lemma}${restText ? ` ${restText}` : ''}?`;
  const participle = tokens[rest[0] ?? -1];
  if (verb.pos === 'AUX' && (verb.lower === 'was' || verb.lower === 'were') && participle?.pos === 'VERB') {
    return `In what year ${verb.lower} ${subjectText} ${renderTokens(sentence, rest, replace)}?`;
  }
  return null;
}
