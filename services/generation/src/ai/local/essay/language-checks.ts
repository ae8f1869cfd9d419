import dictionaryEn from 'dictionary-en';
import retextEnglish from 'retext-english';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextSpell from 'retext-spell';
import { unified, type Processor } from 'unified';

/** One finding of the retext checks, at an offset of the essay. */
export interface LanguageFinding {
  check: 'readability' | 'passive' | 'repeated-word' | 'spelling';
  offset: number;
  /** The words it is about. */
  actual: string;
  suggestion: string | null;
}

const processor = unified()
  .use(retextEnglish)
  .use(retextReadability, { age: 21, minWords: 10 })
  .use(retextPassive)
  .use(retextRepeatedWords)
  .use(retextSpell, { dictionary: dictionaryEn, max: 12, ignoreLiteral: true, ignoreDigits: true })
  // Only the checks' messages are wanted: the "compiler" writes nothing.
  .use(function noOutput(this: Processor) {
    this.compiler = () => '';
  });

const CHECK_OF: Record<string, LanguageFinding['check']> = {
  'retext-readability': 'readability',
  'retext-passive': 'passive',
  'retext-repeated-words': 'repeated-word',
  'retext-spell': 'spelling',
};

type Message = Awaited<ReturnType<typeof processor.process>>['messages'][number];

function offsetOf(message: Message): number | null {
  const place = message.place;
  if (!place) return null;
  const point = 'start' in place ? place.start : place;
  return typeof point.offset === 'number' ? point.offset : null;
}

/** The essay through unified/retext: hard-to-read sentences, passive voice, "the the", and Hunspell spelling (dictionary-en). */
export async function checkLanguage(text: string): Promise<LanguageFinding[]> {
  const file = await processor.process(text);
  const findings: LanguageFinding[] = [];
  for (const message of file.messages) {
    const check = CHECK_OF[message.source ?? ''];
    const offset = offsetOf(message);
    if (!check || offset === null) continue;
    const expected = (message as Message & { expected?: string[] }).expected;
    findings.push({ check, offset, actual: String(message.actual ?? ''), suggestion: expected?.[0] ?? null });
  }
  return findings;
}
