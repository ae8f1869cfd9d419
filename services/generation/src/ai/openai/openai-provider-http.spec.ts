import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidModelOutputError, ProviderError } from '../ai-provider.js';
import type { OpenAiProviderConfig } from './openai-config.js';
import { OpenAiProvider } from './openai-provider.js';
import { chatReply, errorReply, FakeOpenAiServer } from './testing/fake-openai-server.js';
import { studyDocuments } from './testing/study-documents.js';

let server: FakeOpenAiServer;

beforeEach(async () => {
  server = await FakeOpenAiServer.start();
});
afterEach(() => server.close());

function provider(overrides: Partial<OpenAiProviderConfig> = {}): OpenAiProvider {
  return new OpenAiProvider({
    apiKey: 'sk-test',
    baseUrl: server.baseUrl,
    chatModel: 'study-model',
    speechModel: 'speech-model',
    timeoutMs: 2000,
    maxRetries: 2,
    retryBaseDelayMs: 5,
    ...overrides,
  });
}

const goodReply = chatReply(JSON.stringify({ flashcards: [{ passageId: 'P1', quote: '', question: 'Q?', answer: 'A.' }] }));
const flashcards = (target: OpenAiProvider) => target.flashcards({ documents: studyDocuments, count: 5 });

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('OpenAiProvider HTTP failures', () => {
  it('waits out a 429 for the retry-after-ms the server asks, then succeeds', async () => {
    server.reply(errorReply(429, 'Rate limit reached', { 'retry-after-ms': '150' }), goodReply);
    const started = performance.now();
    await expect(flashcards(provider({ retryBaseDelayMs: 1 }))).resolves.toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(server.requests).toHaveLength(2);
  });

  it('honours retry-after in seconds', async () => {
    server.reply(errorReply(429, 'Rate limit reached', { 'retry-after': '0.1' }), goodReply);
    const started = performance.now();
    await flashcards(provider({ retryBaseDelayMs: 1 }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('fails a 429 at once when its retry-after is longer than the longest wait, keeping the hint', async () => {
    server.reply(errorReply(429, 'Rate limit reached', { 'retry-after': '120' }));
    const error = await failureOf(flashcards(provider({ maxRetryDelayMs: 1000 })));
    expect(error).toMatchObject({ transient: true, retryAfterMs: 120_000 });
    expect(error.message).toBe('The AI provider is rate limiting requests (429).');
    expect(server.requests).toHaveLength(1);
  });

  it('treats a 429 for exhausted quota as non-transient', async () => {
    server.reply(errorReply(429, 'You exceeded your current quota.', {}, 'insufficient_quota'));
    const error = await failureOf(flashcards(provider()));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/out of quota: You exceeded your current quota/);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 500 and succeeds', async () => {
    server.reply(errorReply(500, 'Internal error'), errorReply(503, 'Overloaded'), goodReply);
    await expect(flashcards(provider())).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up on repeated 5xx after maxRetries + 1 attempts with a transient error', async () => {
    server.reply(errorReply(500, 'a'), errorReply(502, 'b'), errorReply(500, 'c'), goodReply);
    const error = await failureOf(flashcards(provider()));
    expect(error).not.toBeInstanceOf(InvalidModelOutputError);
    expect(error).toMatchObject({ transient: true, message: 'The AI provider failed (500).' });
    expect(server.requests).toHaveLength(3);
  });

  it('shares one attempt budget between HTTP failures and invalid output', async () => {
    server.reply(errorReply(500, 'a'), chatReply('nope'), chatReply('still nope'), goodReply);
    await expect(flashcards(provider())).rejects.toThrow(/did not return valid flashcards in 3 attempts/);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 401 and says the key was rejected', async () => {
    server.reply(errorReply(401, 'Incorrect API key provided'), goodReply);
    const error = await failureOf(flashcards(provider()));
    expect(error).toMatchObject({ transient: false, message: 'The AI provider rejected the API key.' });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [400, /rejected the request \(400\): Invalid schema for response_format/],
    [403, /refused access \(403\)/],
    [404, /no model "study-model"/],
  ])('does not retry a %i', async (status, message) => {
    server.reply(errorReply(status, 'Invalid schema for response_format'), goodReply);
    const error = await failureOf(flashcards(provider()));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(message);
    expect(server.requests).toHaveLength(1);
  });

  it('times out a server that never answers, as a transient error, without hanging the test', async () => {
    server.reply({ hang: true }, { hang: true });
    const started = performance.now();
    const error = await failureOf(flashcards(provider({ timeoutMs: 100, maxRetries: 1 })));
    expect(error).toMatchObject({ transient: true, message: 'The AI provider did not answer within 100 ms.' });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(server.requests).toHaveLength(2);
  });

  it('times out a response whose body never finishes', async () => {
    const slow = await import('node:http').then(({ createServer: createHttpServer }) =>
      createHttpServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"chatcmpl-test",');
      }),
    );
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = slow.address() as { port: number };
      const error = await failureOf(flashcards(provider({ baseUrl: `http://127.0.0.1:${port}/v1`, timeoutMs: 150, maxRetries: 0 })));
      expect(error.message).toBe('The AI provider did not answer within 150 ms.');
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('retries a dropped connection, and reports an unreachable server as transient', async () => {
    server.reply({ dropConnection: true }, goodReply);
    await expect(flashcards(provider())).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(2);

    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const { port } = unused.address() as { port: number };
    await new Promise((resolve) => unused.close(resolve));
    const error = await failureOf(flashcards(provider({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 1 })));
    expect(error).toMatchObject({ transient: true, message: `Could not reach the AI provider at http://127.0.0.1:${port}/v1.` });
  });

  it('treats a refusal as a non-transient failure', async () => {
    server.reply({
      json: {
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' }, finish_reason: 'stop' }],
      },
    });
    const error = await failureOf(flashcards(provider()));
    expect(error).toMatchObject({ transient: false, message: 'The AI model refused the request: I cannot help with that.' });
  });
});
