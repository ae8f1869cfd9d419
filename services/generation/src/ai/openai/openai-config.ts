import { z } from 'zod';

/** The variables the service reads for the `openai` provider; merge with `.extend(openAiEnvSchema.shape)`. */
export const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1; the SDK default (api.openai.com) otherwise. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_SPEECH_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  /** Per HTTP attempt, headers and body included. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Retries after the first attempt, shared by HTTP failures and invalid model output. */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
});
export type OpenAiEnv = z.output<typeof openAiEnvSchema>;

export interface OpenAiProviderConfig {
  apiKey: string;
  baseUrl?: string;
  chatModel: string;
  speechModel: string;
  timeoutMs: number;
  maxRetries: number;
  /** Tokens of study material per request (estimated at ~4 characters a token); default 24,000. */
  materialTokenBudget?: number;
  /** First backoff step when the server gives no retry-after; doubles each retry. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Longest wait before a retry; a longer retry-after fails the call instead. Default 30 s. */
  maxRetryDelayMs?: number;
}

/** The provider's config from the parsed env, or null when no API key is set (the local engine is used). */
export function openAiProviderConfig(env: OpenAiEnv): OpenAiProviderConfig | null {
  if (!env.OPENAI_API_KEY) return null;
  return {
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    chatModel: env.OPENAI_CHAT_MODEL,
    speechModel: env.OPENAI_SPEECH_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  };
}
