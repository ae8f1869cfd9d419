import { z } from 'zod';
import type { DefectCode } from '../local/review/defect-rules.js';
import { withoutDefects } from '../local/review/defect-filter.js';

/**
 * The model's items after the local engine's defect filter. When every item has a defect the
 * answer is refused like one that breaks the contract, so the model is asked again with the reasons.
 */
export function soundItems<T>(items: readonly T[], defectOf: (item: T) => DefectCode | null, path: string): T[] {
  const defects = new Set<DefectCode>();
  const kept = withoutDefects(items, defectOf, (_, defect) => defects.add(defect));
  if (items.length > 0 && kept.length === 0) {
    throw new z.ZodError([
      {
        code: 'custom',
        path: [path],
        message: `every item has a defect (${[...defects].join(', ')}): ask about the material's key terms and facts in whole, grammatical questions, never about references, captions or page furniture, with one defensible answer`,
        input: items,
      },
    ]);
  }
  return kept;
}
