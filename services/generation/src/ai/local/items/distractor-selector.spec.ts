import { describe, expect, it } from 'vitest';
import type { PoolEntry } from './answer-pools.js';
import { selectDistractors } from './distractor-selector.js';

const term = (text: string, definition?: string): PoolEntry => ({ text, key: text, words: text.split(' ').length, plural: false, sectionId: 1, definition });

const description = 'Which term matches this description: “a table that shows the quantity demanded at different prices in the market”?';
const answer = term('demand schedule');

describe('selectDistractors for a question that describes its answer', () => {
  it('leaves out an option that shares the answer’s head word, one whose words the description prints, and one whose definition fits it', () => {
    const pool = [
      term('supply schedule'),
      term('equilibrium price'),
      term('price ceiling'),
      term('buyer survey', 'a table of prices that shows the quantity demanded by buyers'),
      term('opportunity cost'),
      term('comparative advantage'),
      term('inferior good'),
    ];
    const chosen = selectDistractors({ correct: answer, pools: [pool], visibleText: description, describesAnswer: true })!.map((entry) => entry.text);
    expect(chosen).toHaveLength(3);
    expect(chosen).not.toContain('supply schedule');
    expect(chosen).not.toContain('equilibrium price');
    expect(chosen).not.toContain('buyer survey');
  });

  it('still offers a same-headed option when nothing else is left, and offers all of them for a fill-in-the-blank', () => {
    const pool = [term('supply schedule'), term('opportunity cost'), term('inferior good')];
    expect(selectDistractors({ correct: answer, pools: [pool], visibleText: description, describesAnswer: true })!.map((entry) => entry.text)).toContain('supply schedule');
    const blank = [term('supply schedule'), term('equilibrium price'), term('buyer survey', 'a table of prices that shows the quantity demanded by buyers')];
    expect(selectDistractors({ correct: answer, pools: [blank], visibleText: 'A _____ is a table that shows the quantity demanded at different prices.' })).toHaveLength(3);
  });
});

describe('selectDistractors keeps options apart', () => {
  it('never offers the answer again in another number, nor two options that differ only in number', () => {
    const answer = term('Haitian Revolution');
    const pool = ['Haitian Revolutions', 'American Revolution', 'American Revolutions', 'French Revolution', 'Glorious Revolution', 'Toussaint Louverture'].map((text) => term(text));
    const chosen = selectDistractors({ correct: answer, pools: [pool], visibleText: 'Fill in the blank: The _____ toppled a colonial regime.' })!.map((entry) => entry.text);
    expect(chosen).not.toContain('Haitian Revolutions');
    expect(chosen.filter((text) => text.startsWith('American'))).toHaveLength(1);
  });
});
