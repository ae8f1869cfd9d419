import { describe, expect, it } from 'vitest';
import type { AnalyzedSentence } from '../analysis/analyzed-corpus.js';
import type { DefinitionFact } from '../facts/study-fact.js';
import { statementQuestions } from './statement-question-builder.js';

let next = 0;
function definitionFact(term: string, definiens: string): DefinitionFact {
  next += 1;
  const sentence = { id: next, text: `${term} is ${definiens}.` } as unknown as AnalyzedSentence;
  return {
    kind: 'definition',
    id: `definition:${next}:0`,
    sentences: [sentence],
    sectionId: 1,
    score: 1,
    term: { inQuestion: term, bare: term, key: term, plural: false, proper: false, words: term.split(' ').length },
    definiens,
    relation: 'is',
  };
}

const sound = [
  definitionFact('consequentialism', 'the view that the rightness of an action is determined by its consequences'),
  definitionFact('utilitarianism', 'a consequentialist theory developed by Jeremy Bentham'),
  definitionFact('deontology', 'the view that duties decide what is right'),
  definitionFact('virtue ethics', 'the view that character decides what is right'),
];

describe('statementQuestions', () => {
  it('builds "which statement is true" questions from four definitions', () => {
    expect(statementQuestions(sound)).toHaveLength(4);
  });

  it('leaves out a definition cut short or with a quote left open, so no statement stands out as broken', () => {
    const broken = [...sound.slice(0, 3), definitionFact('mohism', '“useful” or “a useful thing')];
    expect(statementQuestions(broken)).toHaveLength(0);
    const cut = [...sound.slice(0, 3), definitionFact('egoism', 'the view that one ought to act in one’s own interest, and')];
    expect(statementQuestions(cut)).toHaveLength(0);
  });
});
