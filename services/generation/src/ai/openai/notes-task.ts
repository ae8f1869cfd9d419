import { noteBulletSchema, studyGuideSchema, type StudyGuide } from '@studyforge/contracts';
import { z } from 'zod';
import { resolveCitation } from './citation-resolver.js';
import { citedFields } from './output-schema-parts.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

export function notesTask(catalog: PassageCatalog) {
  const bullet = z.object({ ...citedFields(catalog), text: noteBulletSchema.shape.text });
  const outputSchema = z.object({
    title: studyGuideSchema.shape.title,
    sections: z
      .array(z.object({ heading: z.string().min(1), bullets: z.array(bullet).min(1) }))
      .min(1),
  });
  const task: StructuredTask<z.output<typeof outputSchema>, StudyGuide> = {
    schemaName: 'study_guide',
    label: 'study notes',
    instructions:
      'Write a study guide of the material: a title, then sections in the order of the material, each with a heading and ' +
      'concise bullet points of its key ideas, definitions and facts. Each bullet cites the passage it summarises.',
    outputSchema,
    toResult: (output) =>
      studyGuideSchema.parse({
        title: output.title.trim(),
        sections: output.sections.map((section) => ({
          heading: section.heading.trim(),
          bullets: section.bullets.map((item) => ({
            text: item.text.trim(),
            citation: resolveCitation(catalog.get(item.passageId)!, item.quote),
          })),
        })),
      }),
  };
  return task;
}
