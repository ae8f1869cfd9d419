import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import { capitalise, contentEnd, inRunningText } from '../analysis/text-formatter.js';
import { condenseAnswer } from './answer-condenser.js';
import { indexesOf, renderTokens } from './clause-renderer.js';
import { isAnaphoric, leadInEnd } from './definition-fact-extractor.js';
import type { FactContext } from './fact-context.js';
import type { CauseFact } from './study-fact.js';

interface CausalVerb {
  readonly base: string;
  readonly particle: string;
  readonly auxiliary: 'do' | 'does' | 'did';
}

/**
 * Causal verb forms. Matched by form, not tag: the tagger often reads "causes" after a noun as a
 * plural noun.
 */
const CAUSAL_VERBS = new Map<string, CausalVerb>();
for (const [base, third, past, particle] of [
  ['cause', 'causes', 'caused', ''],
  ['lead', 'leads', 'led', 'to'],
  ['result', 'results', 'resulted', 'in'],
  ['trigger', 'triggers', 'triggered', ''],
] as const) {
  CAUSAL_VERBS.set(base, { base, particle, auxiliary: 'do' });
  CAUSAL_VERBS.set(third, { base, particle, auxiliary: 'does' });
  CAUSAL_VERBS.set(past, { base, particle, auxiliary: 'did' });
}
const KIND_WEIGHT = 0.75;
const MAX_CAUSE_WORDS = 10;

/** "A high salt concentration outside a cell causes water to leave …" → "What does … cause?" */
export function extractCauses(sentence: AnalyzedSentence, context: FactContext): CauseFact[] {
  const tokens = sentence.tokens;
  if (tokens.length > 45) return [];
  const start = leadInEnd(tokens);
  const verbIndex = tokens.findIndex((token, index) => index > start && (token.pos === 'VERB' || token.pos === 'AUX' || CAUSAL_VERBS.has(token.lower)));
  const causal = CAUSAL_VERBS.get(tokens[verbIndex]?.lower ?? '');
  if (!causal || (tokens[verbIndex]!.pos !== 'VERB' && tokens[verbIndex - 1]?.pos !== 'NOUN')) return [];
  const { particle } = causal;
  let effectStart = verbIndex + 1;
  if (particle) {
    if (tokens[effectStart]?.lower !== particle) return [];
    effectStart += 1;
  }
  const subject = tokens.slice(start, verbIndex);
  if (countWords(tokens, start, verbIndex) > MAX_CAUSE_WORDS || isAnaphoric(tokens[start]!)) return [];
  if (subject.some((token) => token.pos === 'AUX' || token.pos === 'PRON' || token.pos === 'SCONJ' || token.value === ',')) return [];
  if (!subject.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN')) return [];
  const effect = condenseAnswer(tokens, { start: effectStart, end: contentEnd(tokens) }, 2);
  if (!effect || tokens.slice(effect.start, effect.end).some((token) => token.pos === 'AUX')) return [];
  const replace = new Map([[start, inRunningText(tokens[start]!.value, tokens[start]!, context.corpus.casing)]]);
  const cause = renderTokens(sentence, indexesOf({ start, end: verbIndex }), replace);
  return [
    {
      kind: 'cause',
      id: `cause:${sentence.id}:${verbIndex}`,
      sentences: [sentence],
      sectionId: sentence.sectionId,
      score: context.score(KIND_WEIGHT, sentence),
      cause,
      effect: capitalise(spanText(sentence, effect)),
      question: `What ${causal.auxiliary} ${cause} ${[causal.base, particle].filter(Boolean).join(' ')}?`,
    },
  ];
}
