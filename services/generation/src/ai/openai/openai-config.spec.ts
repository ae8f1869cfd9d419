import { describe, expect, it } from 'vitest';
import { openAiEnvSchema, openAiProviderConfig } from './openai-config.js';

describe('openAiEnvSchema', () => {
  it('defaults the models, timeout and retries, and has no provider config without a key', () => {
    const env = openAiEnvSchema.parse({});
    expect(env).toEqual({
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_SPEECH_MODEL: 'gpt-4o-mini-tts',
      OPENAI_TIMEOUT_MS: 60_000,
      OPENAI_MAX_RETRIES: 3,
    });
    expect(openAiProviderConfig(env)).toBeNull();
  });

  it('maps the env to the provider config', () => {
    const env = openAiEnvSchema.parse({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1',
      OPENAI_TIMEOUT_MS: '5000',
      OPENAI_MAX_RETRIES: '1',
    });
    expect(openAiProviderConfig(env)).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:8000/v1',
      chatModel: 'gpt-4o-mini',
      speechModel: 'gpt-4o-mini-tts',
      timeoutMs: 5000,
      maxRetries: 1,
    });
  });

  it('rejects a base URL that is not a URL', () => {
    expect(openAiEnvSchema.safeParse({ OPENAI_BASE_URL: 'localhost' }).success).toBe(false);
  });
});
