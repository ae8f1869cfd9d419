import type { AnalyzedSentence, TokenSpan } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { contentEnd, inRunningText } from '../analysis/text-formatter.js';
import { indexesOf, renderTokens } from './clause-renderer.js';
import { isStandaloneSubject, leadInEnd } from './definition-fact-extractor.js';
import type { FactContext } from './fact-context.js';
import { readNames } from './name-reader.js';
import { slot } from './number-fact-extractor.js';
import type { PersonFact } from './study-fact.js';

const KIND_WEIGHT = 0.9;
const MAX_SENTENCE_TOKENS = 45;

/** Who did what: "Robert Hooke observed …" → "Who observed …?"; "… was proposed by X" → "Who proposed …?". */
export function extractPeople(sentence: AnalyzedSentence, context: FactContext): PersonFact[] {
  if (sentence.tokens.length > MAX_SENTENCE_TOKENS) return [];
  const fact = activeAgent(sentence, context) ?? passiveAgent(sentence, context);
  return fact ? [fact] : [];
}

function activeAgent(sentence: AnalyzedSentence, context: FactContext): PersonFact | null {
  const tokens = sentence.tokens;
  const start = leadInEnd(tokens);
  const names = readNames(tokens, start, context.corpus.casing);
  if (!names) return null;
  const verb = tokens[names.end];
  if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return null;
  const end = contentEnd(tokens);
  const predicate = renderTokens(sentence, indexesOf({ start: names.end, end }));
  const leadIn = start > 0 ? renderTokens(sentence, indexesOf({ start: 0, end: start - 1 })) : '';
  const when = leadIn ? ` ${inRunningText(leadIn, tokens[0]!, context.corpus.casing)}` : '';
  return person(sentence, { start, end: names.end }, names.count, `Who ${predicate}${when}?`, context);
}

function passiveAgent(sentence: AnalyzedSentence, context: FactContext): PersonFact | null {
  const tokens = sentence.tokens;
  const by = tokens.findIndex((token) => token.lower === 'by');
  if (by < 3) return null;
  const names = readNames(tokens, by + 1, context.corpus.casing);
  if (!names) return null;
  const start = leadInEnd(tokens);
  const aux = tokens.findIndex((token, index) => index > start && index < by && token.pos === 'AUX' && ['was', 'were', 'is', 'are'].includes(token.lower));
  const participle = tokens[aux + 1];
  if (aux < 0 || participle?.pos !== 'VERB' || !isStandaloneSubject(tokens, start, aux)) return null;
  if (tokens.slice(start, aux).some((token) => token.pos === 'VERB')) return null;
  const end = contentEnd(tokens);
  const replace = new Map([[start, inRunningText(tokens[start]!.value, tokens[start]!, context.corpus.casing)]]);
  const subject = renderTokens(sentence, indexesOf({ start, end: aux }), replace);
  const rest = renderTokens(sentence, indexesOf({ start: aux + 2, end: by }, { start: names.end, end }));
  const tail = rest ? ` ${rest}` : '';
  const past = tokens[aux]!.lower === 'was' || tokens[aux]!.lower === 'were';
  const question = past && participle.lower.endsWith('ed') ? `Who ${participle.lower} ${subject}${tail}?` : `By whom ${tokens[aux]!.lower} ${subject} ${participle.lower}${tail}?`;
  return person(sentence, { start: by + 1, end: names.end }, names.count, question, context);
}

function person(sentence: AnalyzedSentence, span: TokenSpan, nameCount: number, question: string, context: FactContext): PersonFact {
  return {
    kind: 'person',
    id: `person:${sentence.id}:${span.start}`,
    sentences: [sentence],
    sectionId: sentence.sectionId,
    score: context.score(KIND_WEIGHT, sentence),
    name: spanText(sentence, span),
    nameCount,
    question,
    slotted: slot(sentence, span),
  };
}
