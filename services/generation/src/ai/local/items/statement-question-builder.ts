import type { DefinitionFact, NumberFact, PersonFact, SlottedSentence, StudyFact } from '../facts/study-fact.js';
import { isCutShort } from '../review/defect-rules.js';
import { explain, type ChoiceQuestion } from './choice-question.js';
import { hashString } from './seeded-random.js';

const QUESTION = 'Which of the following statements is true?';
const MAX_STATEMENT_WORDS = 32;
const LEAD = 'The other statements attach a detail to the wrong term, date or person. ';

interface Swappable {
  readonly fact: StudyFact;
  /** Identity of the swappable detail (term key, value, name). */
  readonly key: string;
  readonly value: string;
  readonly statement: (value: string) => string;
}

/**
 * Hard questions: four statements of one shape, one true; in the other three a detail (term, year,
 * person) is swapped with another fact's, so each is false. Needs four facts of a kind.
 */
export function statementQuestions(facts: readonly StudyFact[], termKeys?: ReadonlySet<string>): ChoiceQuestion[] {
  const groups = new Map<string, Swappable[]>();
  const add = (group: string, swappable: Swappable | null): void => {
    if (!swappable) return;
    const list = groups.get(group) ?? [];
    if (list.some((other) => other.key === swappable.key)) return;
    list.push(swappable);
    groups.set(group, list);
  };
  for (const fact of facts) {
    // Only the material's key terms are swapped between definitions: other "X is …" subjects are no terms.
    if (fact.kind === 'definition') add('definition', !termKeys || termKeys.has(fact.term.bare.toLowerCase()) ? definitionStatement(fact) : null);
    else if (fact.kind === 'number') add(`number:${fact.numberKind}`, slottedStatement(fact, fact.value, fact.slotted));
    else if (fact.kind === 'person') add(`person:${fact.nameCount}`, slottedStatement(fact, fact.name, fact.slotted));
  }
  const questions: ChoiceQuestion[] = [];
  for (const members of groups.values()) {
    if (members.length < 4) continue;
    for (const truth of members) {
      const others = companions(truth, members);
      const falsehoods = others.map((other, i) => other.statement(others[(i + 1) % others.length]!.value));
      const correct = truth.statement(truth.value);
      questions.push({
        factId: truth.fact.id,
        involvedFactIds: [truth, ...others].map((member) => member.fact.id),
        difficulty: 'hard',
        question: QUESTION,
        correct,
        distractors: falsehoods,
        explanation: explain(truth.fact.sentences, LEAD),
        sentences: truth.fact.sentences,
        sectionId: truth.fact.sectionId,
        score: truth.fact.score * 0.95,
        sentenceIds: truth.fact.sentences.map((sentence) => sentence.id),
        duplicateKey: correct,
      });
    }
  }
  return questions;
}

/** The three facts closest to `truth` in the material (same section first), deterministically. */
function companions(truth: Swappable, members: readonly Swappable[]): Swappable[] {
  return members
    .filter((member) => member !== truth)
    .map((member) => ({ member, distance: Math.abs(member.fact.sectionId - truth.fact.sectionId) + (hashString(`${truth.key}|${member.key}`) % 1000) / 1000 }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ member }) => member);
}

function definitionStatement(fact: DefinitionFact): Swappable | null {
  if (fact.definiens.split(' ').length > MAX_STATEMENT_WORDS - 6 || isCutShort(fact.definiens) || isCutShort(fact.term.bare)) return null;
  return { fact, key: fact.term.key, value: fact.term.bare, statement: (term) => `The term “${term}” refers to ${fact.definiens.replace(/^(?:The|An?) /, (article) => article.toLowerCase())}.` };
}

function slottedStatement(fact: NumberFact | PersonFact, value: string, slotted: SlottedSentence): Swappable | null {
  const text = `${slotted.before}${value}${slotted.after}`;
  // A statement cut short or with a bracket or quote left open would stand out among the four (or be false as printed).
  if (text.split(' ').length > MAX_STATEMENT_WORDS || isCutShort(text)) return null;
  return { fact, key: value.toLowerCase(), value, statement: (swapped) => `${slotted.before}${swapped}${slotted.after}` };
}
