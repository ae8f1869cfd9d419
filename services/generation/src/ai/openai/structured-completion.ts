import type OpenAI from 'openai';
import { z } from 'zod';
import { InvalidModelOutputError, ProviderError } from '../ai-provider.js';
import type { OpenAiTransport } from './openai-transport.js';
import type { PassageCatalog } from './passage-catalog.js';
import { feedbackMessages, initialMessages } from './prompt-builder.js';
import type { RetryPolicy } from './retry-policy.js';
import { toStrictJsonSchema } from './strict-json-schema.js';
import type { StructuredTask } from './structured-task.js';

/**
 * Asks for a task's structured output and validates the answer with the task's zod schema. An answer
 * that is not JSON or breaks the schema is sent back with the problem for another try; all attempts,
 * HTTP failures included, come out of one RetryPolicy budget.
 */
export class StructuredCompletion {
  constructor(
    private readonly transport: OpenAiTransport,
    private readonly policy: RetryPolicy,
    private readonly model: string,
  ) {}

  run<Output, Result>(task: StructuredTask<Output, Result>, catalog: PassageCatalog): Promise<Result> {
    return this.runMessages(task, initialMessages(catalog, task.instructions));
  }

  /** The same, from opening messages of the caller's own (an image to look at, an essay to grade). */
  async runMessages<Output, Result>(task: StructuredTask<Output, Result>, opening: OpenAI.ChatCompletionMessageParam[]): Promise<Result> {
    const responseFormat: OpenAI.ResponseFormatJSONSchema = {
      type: 'json_schema',
      json_schema: { name: task.schemaName, strict: true, schema: toStrictJsonSchema(task.outputSchema) },
    };
    // Only the latest rejected reply is sent back, so the conversation does not grow with each retry.
    let feedback: OpenAI.ChatCompletionMessageParam[] = [];
    let attempts = 0;
    try {
      return await this.policy.run(async () => {
        attempts++;
        const completion = await this.transport.chat({
          model: this.model,
          messages: [...opening, ...feedback],
          response_format: responseFormat,
        });
        const { reply, truncated } = replyContent(completion);
        const outcome: Outcome<Result> = truncated
          ? { ok: false, problem: 'it was cut off at the output length limit; keep the items shorter.' }
          : readResult(task, reply);
        if (outcome.ok) return outcome.result;
        feedback = feedbackMessages(reply, outcome.problem);
        throw new InvalidModelOutputError(outcome.problem);
      });
    } catch (error) {
      if (!(error instanceof InvalidModelOutputError)) throw error;
      throw new InvalidModelOutputError(
        `The AI model did not return valid ${task.label} in ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}. ` +
          `Last problem: ${error.message}`,
      );
    }
  }
}

function replyContent(completion: OpenAI.ChatCompletion): { reply: string; truncated: boolean } {
  const choice = completion.choices[0];
  if (!choice) throw new InvalidModelOutputError('the reply had no choices');
  if (choice.message.refusal) {
    throw new ProviderError(`The AI model refused the request: ${choice.message.refusal}`, false);
  }
  if (choice.finish_reason === 'content_filter') {
    throw new ProviderError("The AI provider's content filter blocked the answer.", false);
  }
  return { reply: choice.message.content ?? '', truncated: choice.finish_reason === 'length' };
}

type Outcome<Result> = { ok: true; result: Result } | { ok: false; problem: string };

function readResult<Output, Result>(task: StructuredTask<Output, Result>, reply: string): Outcome<Result> {
  let json: unknown;
  try {
    json = JSON.parse(withoutCodeFence(reply));
  } catch (error) {
    return { ok: false, problem: `it is not valid JSON (${(error as Error).message}).` };
  }
  const parsed = task.outputSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: `it does not match the schema:\n${z.prettifyError(parsed.error)}` };
  try {
    return { ok: true, result: task.toResult(parsed.data) };
  } catch (error) {
    if (error instanceof z.ZodError) return { ok: false, problem: `it breaks the contract:\n${z.prettifyError(error)}` };
    throw error;
  }
}

/** Servers without strict structured output sometimes wrap the JSON in a markdown fence. */
function withoutCodeFence(reply: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/.exec(reply);
  return fenced ? fenced[1]! : reply;
}
