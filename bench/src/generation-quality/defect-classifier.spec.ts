import { describe, expect, it } from 'vitest';
import { classifyDefects, type ClassifiedItem } from './defect-classifier.js';
import { FIXTURE_SECTION } from './quality-fixtures.js';
import { SourceIndex } from './source-index.js';

const index = new SourceIndex(FIXTURE_SECTION);
const STUDY_QUOTE = 'In extinction the conditioned response decreases when the unconditioned stimulus is no longer presented.';
const card = (question: string, answer: string, quote = STUDY_QUOTE): ClassifiedItem => ({ kind: 'card', question, answer, quote });
const question = (stem: string, options: string[], correct = 0, quote = STUDY_QUOTE): ClassifiedItem => ({
  kind: 'question',
  question: stem,
  answer: options[correct]!,
  options,
  quote,
});

describe('classifyDefects', () => {
  it('passes a clean term card and a clean question', () => {
    expect(classifyDefects(card('What is extinction?', 'The conditioned response decreases when the unconditioned stimulus is no longer presented.'), index)).toEqual([]);
    expect(
      classifyDefects(question('Which term names the decrease of a conditioned response when the stimulus is no longer presented?', ['Extinction', 'Acquisition', 'Generalization', 'Discrimination']), index),
    ).toEqual([]);
  });

  it('citation-year: a year from an author–year citation', () => {
    expect(classifyDefects(card('Fill in the blank: Pavlov described it in a famous study (Pavlov, _____).', '1927'), index)).toContain('citation-year');
  });

  it('anecdote-number and anecdote-name: details of an example', () => {
    expect(classifyDefects(card('Fill in the blank: Her owners paid _____ for each bag of food.', '40 dollars'), index)).toContain('anecdote-number');
    expect(classifyDefects(card('Fill in the blank: Let’s say you have a cat named _____, who is quite spoiled.', 'Tiger'), index)).toContain('anecdote-name');
    expect(classifyDefects(card('Fill in the blank: _____ is when the conditioned response decreases.', 'Extinction'), index)).not.toContain('anecdote-name');
    expect(classifyDefects(card('Fill in the blank: The owners bought a bag of _____.', 'Food'), index)).not.toContain('anecdote-name');
  });

  it('answer-given-away: the stem spells out the answer', () => {
    expect(classifyDefects(card('Fill in the blank: In extinction, _____ decreases; extinction is when the response fades.', 'Extinction'), index)).toContain('answer-given-away');
    expect(classifyDefects(question('What is extinction in conditioning?', ['Extinction', 'Acquisition', 'Habituation', 'Generalization']), index)).toContain('answer-given-away');
  });

  it('page-furniture: the running header or the footer', () => {
    expect(classifyDefects(card('What is Access for free at openstax.org?', 'A footer'), index)).toContain('page-furniture');
    expect(classifyDefects(card('Fill in the blank: 6 • Learning _____ is a process.', 'Conditioning'), index)).toContain('page-furniture');
  });

  it('bibliography, figure-caption, exercise and feature-box: where the cited passage stands', () => {
    const reference = 'Pavlov, I. P. (1927). Conditioned reflexes. Oxford University Press.';
    expect(classifyDefects(card('Who wrote Conditioned reflexes?', 'Pavlov', reference), index)).toContain('bibliography');
    expect(classifyDefects(card('What did Ivan Pavlov study?', 'The digestive system of dogs', 'Ivan Pavlov studied the digestive system of dogs.'), index)).toContain('figure-caption');
    const exercise = 'Explain how the processes of stimulus generalization and stimulus discrimination are considered opposites.';
    expect(classifyDefects(card('Fill in the blank: Explain how the processes of _____ and stimulus discrimination are considered opposites.', 'stimulus generalization', exercise), index)).toContain('exercise');
    expect(classifyDefects(card('What does the video show?', 'Pavlov and his dogs', 'View this video about Pavlov and his dogs to learn more about salivation.'), index)).toContain('feature-box');
  });

  it('truncated: a sentence cut short or an unclosed bracket', () => {
    expect(classifyDefects(card('What is extinction?', 'The decrease of the conditioned response when the'), index)).toContain('truncated');
    expect(classifyDefects(question('Which term names a stimulus that elicits a reflexive response?', ['Unconditioned stimulus (UCS', 'Extinction', 'Acquisition', 'Generalization']), index)).toContain('truncated');
  });

  it('ungrammatical: lower-case start, doubled word, a/an, no question mark', () => {
    const options = ['Extinction', 'Acquisition', 'Habituation', 'Generalization'];
    expect(classifyDefects(question('which process weakens a learned response?', options), index)).toContain('ungrammatical');
    expect(classifyDefects(question('Which process weakens the the learned response?', options), index)).toContain('ungrammatical');
    expect(classifyDefects(question('Which is a example of a weakened response?', options), index)).toContain('ungrammatical');
    expect(classifyDefects(question('The process that weakens a learned response', options), index)).toContain('ungrammatical');
    expect(classifyDefects(card('What is the term for The decrease of a learned response?', 'Extinction'), index)).toContain('ungrammatical');
  });

  it('wrong-blank-answer: the answer put back does not give the printed sentence', () => {
    expect(classifyDefects(card('Fill in the blank: The meat powder was an _____.', 'Office'), index)).toContain('wrong-blank-answer');
    expect(classifyDefects(card('Fill in the blank: The meat powder was an _____.', 'unconditioned stimulus (UCS)'), index)).not.toContain('wrong-blank-answer');
  });

  it('duplicate-options: two options that read the same', () => {
    expect(classifyDefects(question('Which term names the fading of a learned response?', ['Extinction', 'extinctions', 'Acquisition', 'Generalization']), index)).toContain('duplicate-options');
  });

  it('second-defensible-answer: another form of the answer, or "all of the above"', () => {
    const stem = 'Which term names a stimulus that elicits a reflexive response?';
    expect(classifyDefects(question(stem, ['Unconditioned stimulus', 'UCS', 'Extinction', 'Acquisition']), index)).toContain('second-defensible-answer');
    expect(classifyDefects(question(stem, ['Unconditioned stimulus', 'All of the above', 'Extinction', 'Acquisition']), index)).toContain('second-defensible-answer');
  });
});
