import OpenAI from 'openai';
import { ProviderError } from '../ai-provider.js';
import { timeoutError, toProviderError, type RequestContext } from './provider-error-mapper.js';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface TransportOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

/**
 * One HTTP attempt per call, bounded by the timeout from request to last body byte, with failures
 * mapped to ProviderError. The SDK's own retries are off: RetryPolicy decides.
 */
export class OpenAiTransport {
  private readonly client: OpenAI;

  constructor(private readonly options: TransportOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  chat(params: OpenAI.ChatCompletionCreateParamsNonStreaming): Promise<OpenAI.ChatCompletion> {
    return this.attempt(params.model, async (signal) => {
      const completion = await this.client.chat.completions.create(params, { signal });
      if (!Array.isArray(completion?.choices)) {
        throw new ProviderError('The AI provider answered with something that is not a chat completion.', true);
      }
      return completion;
    });
  }

  speech(params: OpenAI.Audio.SpeechCreateParams): Promise<Buffer> {
    return this.attempt(params.model, async (signal) => {
      const response = await this.client.audio.speech.create(params, { signal });
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new ProviderError('The AI provider returned no audio.', true);
      return audio;
    });
  }

  private async attempt<T>(model: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const context: RequestContext = { model, baseUrl: this.options.baseUrl, timeoutMs: this.options.timeoutMs };
    const controller = new AbortController();
    // The SDK's timeout stops at the response headers; this one also covers reading the body.
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      return await call(controller.signal);
    } catch (error) {
      throw controller.signal.aborted ? timeoutError(context) : toProviderError(error, context);
    } finally {
      clearTimeout(timer);
    }
  }
}
