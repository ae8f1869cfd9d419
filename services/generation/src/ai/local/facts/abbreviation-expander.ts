import type { AnalyzedCorpus } from '../analysis/analyzed-corpus.js';
import { ABBREVIATION, abbreviatedTerms } from '../terms/term-pattern-reader.js';
import type { DefinitionFact, StudyFact, TermForm } from './study-fact.js';
import { termForm } from './term-form-builder.js';

/**
 * The long forms the material gives its abbreviations, "intermolecular forces (IMFs)", by the abbreviation's letters
 * without a plural "s" ("IMF"); the first one written wins.
 */
function longForms(corpus: AnalyzedCorpus): Map<string, TermForm> {
  const forms = new Map<string, TermForm>();
  for (const sentence of corpus.sentences) {
    for (const span of abbreviatedTerms(sentence)) {
      const letters = sentence.tokens[span.end + 1]?.value ?? '';
      const abbreviation = letters.replace(/s$/, '');
      if (sentence.tokens[span.end]?.value !== '(' || forms.has(abbreviation)) continue;
      const form = termForm(sentence, span, corpus.casing);
      if (form) forms.set(abbreviation, { ...form, bare: `${form.bare} (${letters})`, inQuestion: `${form.bare} (${letters})`, proper: false });
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
    return form ? ({ ...fact, term: { ...form, plural: fact.term.plural } } satisfies DefinitionFact) : fact;
  });
}
