import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quizTask } from './quiz-task.js';
import { buildPassageCatalog } from './passage-catalog.js';
import { toStrictJsonSchema } from './strict-json-schema.js';
import { studyDocuments } from './testing/study-documents.js';

function objectNodes(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((child) => objectNodes(child, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === 'object') found.push(record);
    Object.values(record).forEach((child) => objectNodes(child, found));
  }
  return found;
}

describe('toStrictJsonSchema', () => {
  it('closes every object and requires all of its properties, optional ones included', () => {
    const schema = toStrictJsonSchema(z.object({ a: z.string(), b: z.object({ c: z.number().optional() }) }));
    expect(schema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'object', properties: { c: { type: 'number' } }, required: ['c'], additionalProperties: false },
      },
      required: ['a', 'b'],
      additionalProperties: false,
    });
  });

  it('turns the quiz output schema into strict form with its counts, enums and pattern', () => {
    const schema = toStrictJsonSchema(quizTask(buildPassageCatalog(studyDocuments), 5, 'quiz').outputSchema);
    const text = JSON.stringify(schema);
    expect(text).not.toContain('minLength');
    expect(text).not.toContain('$schema');
    for (const node of objectNodes(schema)) {
      expect(node.additionalProperties).toBe(false);
      expect(node.required).toEqual(Object.keys(node.properties as object));
    }
    const questions = (schema.properties as any).questions;
    expect(questions).toMatchObject({ type: 'array', minItems: 1, maxItems: 5 });
    expect(questions.items.properties.options).toMatchObject({ minItems: 4, maxItems: 4 });
    expect(questions.items.properties.difficulty.enum).toEqual(['easy', 'medium', 'hard']);
    expect(questions.items.properties.passageId.pattern).toBe('^P\\d+$');
  });
});
