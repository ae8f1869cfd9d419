import { describe, expect, it } from 'vitest';
import { costLabel, generationCost } from './generation-cost';
import { hasStudyMaterial } from './study-material';

describe('generation cost', () => {
  it('follows the price table', () => {
    expect(generationCost('flashcards', 10)).toBe(10);
    expect(generationCost('trivia', 20)).toBe(60);
    expect(generationCost('quiz', 20)).toBe(3);
    expect(generationCost('practice-test', 5)).toBe(3);
    expect(generationCost('notes', 0)).toBe(2);
    expect(costLabel(1)).toBe('Costs 1 credit');
    expect(costLabel(60)).toBe('Costs 60 credits');
  });

  it('needs a file or non-blank text', () => {
    expect(hasStudyMaterial({ files: [], text: '   ' })).toBe(false);
    expect(hasStudyMaterial({ files: [], text: 'Osmosis' })).toBe(true);
    expect(hasStudyMaterial({ files: [{} as File], text: '' })).toBe(true);
  });
});
