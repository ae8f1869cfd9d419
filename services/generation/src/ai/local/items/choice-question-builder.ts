import type { BlankFact, CauseFact, DefinitionFact, ListFact, NumberFact, PersonFact, StudyFact } from '../facts/study-fact.js';
import { numberKey, type AnswerPools, type PoolEntry } from './answer-pools.js';
import { explain, type ChoiceQuestion, type Difficulty } from './choice-question.js';
import { selectDistractors } from './distractor-selector.js';
import { fillInTheBlank, runningTextCase } from './flashcard-templates.js';
import { hashString } from './seeded-random.js';

/**
 * The multiple-choice question a fact makes (definition → "Which term matches …", easy; person,
 * number, cause, key phrase → medium), with wrong options of the answer's kind. Null when the
 * material lacks enough options of that kind.
 */
export function choiceQuestionFor(fact: StudyFact, pools: AnswerPools): ChoiceQuestion | null {
  switch (fact.kind) {
    case 'definition':
      return definitionQuestion(fact, pools);
    case 'person':
      return personQuestion(fact, pools);
    case 'number':
      return numberQuestion(fact, pools);
    case 'cause':
      return causeQuestion(fact, pools);
    case 'list':
      return listQuestion(fact, pools);
    case 'blank':
      return blankQuestion(fact, pools);
  }
}

function definitionQuestion(fact: DefinitionFact, pools: AnswerPools): ChoiceQuestion | null {
  const question = `Which term matches this description: “${fact.definiens}”?`;
  const correct: PoolEntry = { text: fact.term.bare, key: fact.term.key, words: fact.term.words, plural: fact.term.plural, proper: fact.term.proper, sectionId: fact.sectionId };
  const distractors = selectDistractors({ correct, pools: [pools.terms, pools.phrases], visibleText: question, describesAnswer: true });
  // Options in running-text case: a capital would make a term read as a name.
  return distractors && build(fact, 'easy', question, correct.text, distractors.map((entry) => entry.text));
}

function personQuestion(fact: PersonFact, pools: AnswerPools): ChoiceQuestion | null {
  const correct: PoolEntry = { text: fact.name, key: fact.name.toLowerCase(), words: fact.name.split(' ').length, plural: false, sectionId: fact.sectionId };
  const people = fact.nameCount === 2 ? pairsOf(pools.people, fact.name) : pools.people;
  const distractors = selectDistractors({ correct, pools: [people], visibleText: fact.question });
  return distractors && build(fact, 'medium', fact.question, fact.name, distractors.map((entry) => entry.text));
}

function numberQuestion(fact: NumberFact, pools: AnswerPools): ChoiceQuestion | null {
  const question = fact.whQuestion ?? fillInTheBlank(fact.slotted);
  const correct: PoolEntry = { text: fact.value, key: numberKey(fact.value), words: 1, plural: false, sectionId: fact.sectionId };
  const magnitude = magnitudeOf(fact.value);
  const fromMaterial = pools.numbersOf(fact.numberKind).filter((entry) => Math.abs(magnitudeOf(entry.text) - magnitude) <= 1.2);
  const visibleText = fact.whQuestion ? question : `${fact.slotted.before} ${fact.slotted.after}`;
  const distractors = selectDistractors({ correct, pools: [fromMaterial], visibleText });
  return distractors && build(fact, 'medium', question, fact.value, distractors.map((entry) => entry.text));
}

function causeQuestion(fact: CauseFact, pools: AnswerPools): ChoiceQuestion | null {
  const correct: PoolEntry = { text: fact.effect, key: fact.effect.toLowerCase(), words: fact.effect.split(' ').length, plural: false, sectionId: fact.sectionId };
  const distractors = selectDistractors({ correct, pools: [pools.effects], visibleText: fact.question });
  return distractors && build(fact, 'medium', fact.question, fact.effect, distractors.map((entry) => entry.text));
}

function listQuestion(fact: ListFact, pools: AnswerPools): ChoiceQuestion | null {
  const item = fact.items[hashString(fact.id) % fact.items.length]!;
  const question = `Which of the following is one of the ${fact.topic}?`;
  const correct: PoolEntry = { text: item, key: item.toLowerCase(), words: item.split(' ').length, plural: false, sectionId: fact.sectionId, group: fact.id };
  const distractors = selectDistractors({ correct, pools: [pools.listItems], visibleText: question });
  return distractors && build(fact, 'easy', question, item, distractors.map((entry) => entry.text));
}

function blankQuestion(fact: BlankFact, pools: AnswerPools): ChoiceQuestion | null {
  const question = fillInTheBlank(fact.slotted);
  const correct: PoolEntry = { text: fact.phrase, key: fact.phraseKey, words: fact.words, plural: fact.plural, proper: fact.proper, sectionId: fact.sectionId };
  const distractors = selectDistractors({ correct, pools: [pools.terms, pools.phrases], visibleText: `${fact.slotted.before} ${fact.slotted.after}`, poolPenalty: pools.termKeys.has(fact.phraseKey) ? 4 : 1.5 });
  return distractors && build(fact, 'medium', question, runningTextCase(fact), distractors.map((entry) => entry.text));
}

function build(fact: StudyFact, difficulty: Difficulty, question: string, correct: string, distractors: string[]): ChoiceQuestion {
  return {
    factId: fact.id,
    involvedFactIds: [fact.id],
    difficulty,
    question,
    correct,
    distractors,
    explanation: explain(fact.sentences),
    sentences: fact.sentences,
    sectionId: fact.sectionId,
    score: fact.score,
    sentenceIds: fact.sentences.map((sentence) => sentence.id),
    duplicateKey: question,
  };
}

/** "A and B" options for a question whose answer names two people. */
function pairsOf(people: readonly PoolEntry[], answer: string): PoolEntry[] {
  const others = people.filter((person) => !answer.includes(person.text));
  const pairs: PoolEntry[] = [];
  for (let i = 0; i + 1 < others.length; i += 2) {
    const text = `${others[i]!.text} and ${others[i + 1]!.text}`;
    pairs.push({ text, key: text.toLowerCase(), words: text.split(' ').length, plural: false, sectionId: others[i]!.sectionId });
  }
  return pairs;
}

function magnitudeOf(text: string): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  const value = match ? Number(match[0].replace(/,/g, '')) : 0;
  const scale = /\btrillion\b/i.test(text) ? 1e12 : /\bbillion\b/i.test(text) ? 1e9 : /\bmillion\b/i.test(text) ? 1e6 : /\bthousand\b/i.test(text) ? 1e3 : 1;
  return Math.log10(Math.max(value * scale, 1e-9));
}
