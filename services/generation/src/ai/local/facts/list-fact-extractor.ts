import type { AnalyzedSentence, SourceSection } from '../analysis/analyzed-corpus.js';
import { countWords } from '../analysis/noun-phrase-reader.js';
import { contentEnd } from '../analysis/text-formatter.js';
import { lemmaHelper, winkNlp } from '../analysis/wink-nlp-loader.js';
import type { FactContext } from './fact-context.js';
import type { ListFact } from './study-fact.js';

const MAX_ITEM_WORDS = 8;
const MAX_ITEMS = 8;
const KIND_WEIGHT = 0.7;

/** Short list items under a plural heading ("Stages of mitosis") → "What are the stages of mitosis?" */
export function extractLists(section: SourceSection, context: FactContext): ListFact[] {
  if (!section.heading) return [];
  const facts: ListFact[] = [];
  let run: AnalyzedSentence[] = [];
  const flush = (): void => {
    if (run.length >= 2 && run.length <= MAX_ITEMS) {
      const fact = listFact(section, run, context);
      if (fact) facts.push(fact);
    }
    run = [];
  };
  for (const sentence of section.sentences) {
    const isItem = sentence.blockKind === 'list-item' && sentence.indexInBlock === 0 && isShortItem(sentence);
    const continues = run.length > 0 && sentence.blockId === run[run.length - 1]!.blockId + 1;
    if (!isItem || (run.length > 0 && !continues)) flush();
    if (isItem) run.push(sentence);
  }
  flush();
  return facts;
}

function isShortItem(sentence: AnalyzedSentence): boolean {
  const tokens = sentence.tokens;
  const words = countWords(tokens, 0, tokens.length);
  return words >= 1 && words <= MAX_ITEM_WORDS && !tokens.some((token) => token.value === ':' || token.pos === 'AUX');
}

function listFact(section: SourceSection, items: AnalyzedSentence[], context: FactContext): ListFact | null {
  const topic = pluralTopic(section.heading!);
  if (!topic) return null;
  const texts = items.map((item) => item.text.slice(0, item.tokens[contentEnd(item.tokens) - 1]?.end ?? item.text.length));
  const best = items.reduce((top, item) => Math.max(top, context.score(KIND_WEIGHT, item)), 0);
  return {
    kind: 'list',
    id: `list:${items[0]!.id}`,
    sentences: items,
    sectionId: section.id,
    score: best,
    topic,
    items: texts,
    question: `What are the ${topic}?`,
  };
}

/** The heading in running-text case when its head noun is plural, else null. */
function pluralTopic(heading: string): string | null {
  const nlp = winkNlp();
  // Lower-cased, so a title-case heading is tagged as running text ("Stages" would read as a name).
  const doc = nlp.readDoc(heading.toLowerCase());
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  const lemmas = doc.tokens().out(lemmaHelper(nlp)) as string[];
  if (tags.some((tag) => tag === 'VERB' || tag === 'AUX' || tag === 'PRON')) return null;
  let head = -1;
  for (let i = 0; i < values.length && values[i]!.toLowerCase() !== 'of'; i++) if (tags[i] === 'NOUN' || tags[i] === 'PROPN') head = i;
  if (head < 0 || values[head]!.toLowerCase() === lemmas[head]!.toLowerCase()) return null;
  const text = heading.replace(/[:.]+$/u, '');
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
