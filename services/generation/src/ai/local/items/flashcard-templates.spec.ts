import { describe, expect, it } from 'vitest';
import { runningTextCase } from './flashcard-templates.js';

describe('flashcard templates', () => {
  it('gives a blank’s answer in running-text case: an opener loses its capital, a name and an author’s mid-sentence capital keep theirs', () => {
    expect(runningTextCase({ phrase: 'Surveys', proper: false, slotted: { before: '' } })).toBe('surveys');
    expect(runningTextCase({ phrase: 'Jim Crow laws', proper: false, slotted: { before: 'These laws came to be known as ' } })).toBe('Jim Crow laws');
    expect(runningTextCase({ phrase: 'Pavlov', proper: true, slotted: { before: '' } })).toBe('Pavlov');
    expect(runningTextCase({ phrase: 'DNA replication', proper: false, slotted: { before: '' } })).toBe('DNA replication');
  });
});
