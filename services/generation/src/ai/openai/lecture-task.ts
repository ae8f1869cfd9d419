import { keyIdeaSchema, lectureSchema, type Lecture } from '@studyforge/contracts';
import { z } from 'zod';
import { verbatimQuote } from './citation-resolver.js';
import { citedFields } from './output-schema-parts.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

const MAX_IDEAS = 5;

/**
 * A Tutor Me lecture from the material: an introduction, key ideas each explained with an example where
 * the material has one and citing its passage, and a summary. A key idea whose quote is not word for
 * word in its passage is dropped; with none left, the model is asked again.
 */
export function lectureTask(catalog: PassageCatalog, topic: string) {
  const outputSchema = z.object({
    title: lectureSchema.shape.title,
    introduction: lectureSchema.shape.introduction,
    keyIdeas: z
      .array(
        z.object({
          ...citedFields(catalog),
          heading: keyIdeaSchema.shape.heading,
          explanation: keyIdeaSchema.shape.explanation,
          example: keyIdeaSchema.shape.example.describe('An example from the material, or null when it has none'),
        }),
      )
      .min(1)
      .max(MAX_IDEAS),
    summary: lectureSchema.shape.summary,
  });
  const subject = topic.trim() ? `The lecture's topic is ${JSON.stringify(topic.trim())}; teach it from the material. ` : '';
  const task: StructuredTask<z.output<typeof outputSchema>, Lecture> = {
    schemaName: 'lecture',
    label: 'lecture',
    instructions:
      `Write a spoken lecture for a student. ${subject}Give a title, an introduction naming the key ideas, then 3 to ${MAX_IDEAS} ` +
      'key ideas in the order of the material, each with a heading, an explanation in two or three plain sentences, an example ' +
      'taken from the material (null when it has none) and the passage it comes from, and a short summary.',
    outputSchema,
    toResult: (output) => {
      const keyIdeas = output.keyIdeas.flatMap((idea) => {
        const passage = catalog.get(idea.passageId)!;
        const quote = verbatimQuote(passage.text, idea.quote);
        if (quote === null) return [];
        const citation = { fileName: passage.fileName, page: passage.page, section: passage.section, quote };
        return [{ heading: idea.heading.trim(), explanation: idea.explanation.trim(), example: idea.example?.trim() || null, citation }];
      });
      return lectureSchema.parse({
        title: topic.trim() || output.title.trim(),
        introduction: output.introduction.trim(),
        keyIdeas: z.array(keyIdeaSchema).min(1, { error: 'no key idea quotes its passage word for word' }).parse(keyIdeas),
        summary: output.summary.trim(),
      });
    },
  };
  return task;
}
