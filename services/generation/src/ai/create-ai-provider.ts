import type { Logger } from '@studyforge/service-kit';
import { aiProviderName, type GenerationConfig } from '../generation-config.js';
import type { AiProvider } from './ai-provider.js';
import { OpenAiProvider } from './openai/openai-provider.js';
import { LocalEnginePool } from './threaded/local-engine-pool.js';

/** A provider and, when it holds threads, how to start them ahead of the first call and stop them at shutdown. */
export type ServiceAiProvider = AiProvider & { warmUp?(): void; close?(): Promise<void> };

/** The embedded local engine (in a thread pool) unless an OpenAI-compatible endpoint is configured. */
export function createAiProvider(config: GenerationConfig, logger: Logger): ServiceAiProvider {
  if (aiProviderName(config) === 'openai') {
    return new OpenAiProvider({
      apiKey: config.OPENAI_API_KEY!,
      baseUrl: config.OPENAI_BASE_URL,
      chatModel: config.OPENAI_CHAT_MODEL,
      speechModel: config.OPENAI_SPEECH_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
    }, (message) => logger.warn(message));
  }
  return new LocalEnginePool({ threads: config.LOCAL_ENGINE_THREADS, deadlineMs: config.LOCAL_ENGINE_DEADLINE_MS });
}
