import type { z } from 'zod';

/** One generation request in structured-output form: what to ask, the answer's shape, and how to read it. */
export interface StructuredTask<Output, Result> {
  /** The json_schema name sent to the API. */
  schemaName: string;
  /** What the result is called in error messages, in the plural ("quiz questions"). */
  label: string;
  /** The task part of the prompt, after the material. */
  instructions: string;
  /** Validates the model's answer; its JSON Schema form is sent as the response format. */
  outputSchema: z.ZodType<Output>;
  /** The contract result, with passage ids mapped to citations and checked against the contract schema. */
  toResult(output: Output): Result;
}
