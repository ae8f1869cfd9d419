import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERATION_COUNT_RULES, generationCountSchema } from './generation-counts.js';
import { generationLimits } from './generation.js';
import { subjectTopic } from './subject-topic.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('generation count rules', () => {
  it('accept a count within the bounds of the kind, as text or number, and leave a missing one to the default', () => {
    expect(generationCountSchema('flashcards').parse('25')).toBe(25);
    expect(generationCountSchema('quiz').parse(5)).toBe(5);
    expect(generationCountSchema('trivia').parse(undefined)).toBeUndefined();
  });

  it('refuse a count out of bounds in the words of its field', () => {
    expect(messageOf(generationCountSchema('quiz'), '21')).toBe('questionCount must be a number from 1 to 20');
    expect(messageOf(generationCountSchema('practice-test'), '0')).toBe('questionCount must be a number from 1 to 25');
    expect(messageOf(generationCountSchema('flashcards'), 'ten')).toBe('count must be a number from 1 to 25');
    expect(messageOf(generationCountSchema('trivia'), '2.5')).toBe('count must be a whole number from 1 to 20');
  });

  it('offer only choices within the bounds, the default among them', () => {
    for (const rule of Object.values(GENERATION_COUNT_RULES)) {
      if (!rule) continue;
      expect(rule.choices.every((choice) => choice >= rule.min && choice <= rule.max)).toBe(true);
      expect(rule.choices).toContain(rule.default);
    }
    expect(generationLimits.defaultFlashcardCount).toBe(GENERATION_COUNT_RULES.flashcards.default);
  });
});

describe('subjectTopic', () => {
  it('turns blank hints into none', () => {
    expect(subjectTopic({ label: 'Dune', major: '', description: 'Desert planet' })).toEqual({
      label: 'Dune',
      major: null,
      course: null,
      description: 'Desert planet',
    });
  });
});
