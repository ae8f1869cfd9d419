import { capitalise } from '../analysis/text-formatter.js';
import type { DefinitionFact, StudyFact } from '../facts/study-fact.js';

export interface CardText {
  readonly question: string;
  readonly answer: string;
}

export const BLANK = '_____';

/** The question and answer a fact makes on a flashcard. */
export function flashcardText(fact: StudyFact): CardText {
  switch (fact.kind) {
    case 'definition':
      return definitionCard(fact);
    case 'person':
      return { question: fact.question, answer: fact.name };
    case 'number':
      return { question: fact.whQuestion ?? fillInTheBlank(fact.slotted), answer: fact.value };
    case 'cause':
      return { question: fact.question, answer: fact.effect };
    case 'list':
      return { question: fact.question, answer: fact.items.join('; ') };
    case 'blank':
      // In running-text case: a capital reads as a name ("Surveys" is not one).
      return { question: fillInTheBlank(fact.slotted), answer: runningTextCase(fact) };
  }
}

function definitionCard(fact: DefinitionFact): CardText {
  const { term, definiens } = fact;
  const be = term.plural ? 'are' : 'is';
  const does = term.plural ? 'do' : 'does';
  switch (fact.relation) {
    case 'called':
      return { question: `What is the term for ${definiens.replace(/^(?:The|An?) /, (article) => article.toLowerCase())}?`, answer: capitalise(term.bare) };
    case 'refers-to':
      return { question: `What ${does} ${term.inQuestion} refer to?`, answer: capitalise(definiens) };
    case 'means':
      return { question: `What ${does} ${term.inQuestion} mean?`, answer: capitalise(definiens) };
    case 'defined-as':
      return { question: `How ${be} ${term.inQuestion} defined?`, answer: capitalise(definiens) };
    case 'glossary':
      // A glossary line drops the article ("Hypertonic solution: …"), so the term is asked about as a word.
      return { question: `What does the term “${term.bare}” mean?`, answer: capitalise(definiens) };
    default:
      return { question: `What ${be} ${term.inQuestion}?`, answer: capitalise(definiens) };
  }
}

/**
 * A blanked phrase as it reads inside a sentence: names, acronyms and a capital the author set
 * mid-sentence ("known as Jim Crow laws") keep their capitals, a sentence opener loses its.
 */
export function runningTextCase(fact: { phrase: string; proper: boolean; slotted: { before: string } }): string {
  const midSentence = /\p{L}/u.test(fact.slotted.before);
  return fact.proper || midSentence || /^\p{Lu}{2}/u.test(fact.phrase) ? fact.phrase : fact.phrase.charAt(0).toLowerCase() + fact.phrase.slice(1);
}

export function fillInTheBlank(slotted: { before: string; after: string }): string {
  return `Fill in the blank: ${slotted.before}${BLANK}${slotted.after}`;
}
