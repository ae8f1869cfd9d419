import type { AnalyzedCorpus } from '../analysis/analyzed-corpus.js';
import { spanText } from '../analysis/analyzed-corpus.js';
import { inRunningText } from '../analysis/text-formatter.js';
import { abbreviatedTerms } from '../terms/term-pattern-reader.js';
import type { DefinitionFact, StudyFact } from './study-fact.js';

/** An abbreviation as a term is written: two to six capitals, a plural "s" at most ("IMFs", "SCN"). */
const ABBREVIATION = /^\p{Lu}{2,6}s?$/u;

/**
 * The long forms the material gives its abbreviations, "intermolecular forces (IMFs)", by the abbreviation's letters
 * without a plural "s" ("IMF"); the first one written wins.
 */
export function longForms(corpus: AnalyzedCorpus): Map<string, { text: string; key: string; words: number }> {
  const forms = new Map<string, { text: string; key: string; words: number }>();
  for (const sentence of corpus.sentences) {
    for (const span of abbreviatedTerms(sentence)) {
      const letters = sentence.tokens[span.end + 1]?.value ?? '';
      const abbreviation = letters.replace(/s$/, '');
      if (sentence.tokens[span.end]?.value !== '(' || forms.has(abbreviation)) continue;
      const words = sentence.tokens.slice(span.start, span.end);
      forms.set(abbreviation, {
        text: `${inRunningText(spanText(sentence, span), sentence.tokens[span.start]!, corpus.casing)} (${letters})`,
        key: words.filter((token) => /[\p{L}\d]/u.test(token.value)).map((token) => token.lemma).join(' '),
        words: words.filter((token) => /\p{L}/u.test(token.value)).length,
      });
    }
  }
  return forms;
}

/**
 * "IMFs are the various forces of attraction …" after "… its intermolecular forces (IMFs)": a definition of an
 * abbreviation is about the long form the material gave it, and a student is asked for both ("intermolecular forces
 * (IMFs)"), not for letters alone.
 */
export function withLongForms(facts: readonly StudyFact[], corpus: AnalyzedCorpus): StudyFact[] {
  const forms = longForms(corpus);
  if (forms.size === 0) return [...facts];
  return facts.map((fact) => {
    if (fact.kind !== 'definition' || !ABBREVIATION.test(fact.term.bare)) return fact;
    const form = forms.get(fact.term.bare.replace(/s$/, ''));
    if (!form) return fact;
    const term = { ...fact.term, inQuestion: form.text, bare: form.text, key: form.key, proper: false, words: form.words };
    return { ...fact, term } satisfies DefinitionFact;
  });
}
