import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** What OpenAI's strict structured-output mode accepts; anything else (minLength, $schema, …) is dropped. */
const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'const',
  'description',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  '$ref',
  '$defs',
  'definitions',
]);

/**
 * The JSON Schema of a zod schema in the form strict mode requires: every object closed
 * (`additionalProperties: false`) with all its properties required. Refinements have no JSON Schema
 * form; they are enforced when the answer is validated with the same zod schema.
 */
export function toStrictJsonSchema(schema: z.ZodType): JsonSchema {
  return strictNode(z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'throw' }));
}

function strictNode(node: unknown): JsonSchema {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new Error(`Expected a JSON Schema node, got ${JSON.stringify(node)}`);
  }
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (!STRICT_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties' || keyword === '$defs' || keyword === 'definitions') {
      result[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, child]) => [name, strictNode(child)]),
      );
    } else if (keyword === 'items') {
      result[keyword] = strictNode(value);
    } else if (keyword === 'anyOf') {
      result[keyword] = (value as unknown[]).map(strictNode);
    } else {
      result[keyword] = value;
    }
  }
  if (result.type === 'object') {
    result.properties ??= {};
    result.required = Object.keys(result.properties as object);
    result.additionalProperties = false;
  }
  return result;
}
