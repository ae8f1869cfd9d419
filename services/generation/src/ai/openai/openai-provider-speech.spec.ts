import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../ai-provider.js';
import { OpenAiProvider } from './openai-provider.js';
import { errorReply, FakeOpenAiServer } from './testing/fake-openai-server.js';

let server: FakeOpenAiServer;
let provider: OpenAiProvider;

beforeEach(async () => {
  server = await FakeOpenAiServer.start();
  provider = new OpenAiProvider({
    apiKey: 'sk-test',
    baseUrl: server.baseUrl,
    chatModel: 'study-model',
    speechModel: 'speech-model',
    timeoutMs: 2000,
    maxRetries: 2,
    retryBaseDelayMs: 5,
  });
});
afterEach(() => server.close());

const mp3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64]);

describe('OpenAiProvider.speech', () => {
  it("posts the text, model and voice and returns the server's bytes", async () => {
    server.reply({ bytes: mp3 });
    const audio = await provider.speech({ text: 'Chlorophyll reflects green light.', voice: 'shimmer' });
    expect(Buffer.isBuffer(audio)).toBe(true);
    expect(audio.equals(mp3)).toBe(true);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/audio/speech',
      body: { model: 'speech-model', voice: 'shimmer', input: 'Chlorophyll reflects green light.', response_format: 'mp3' },
    });
  });

  it('reads in nova when no voice is given', async () => {
    server.reply({ bytes: mp3 });
    await provider.speech({ text: 'Hello' });
    expect(server.requests[0]!.body.voice).toBe('nova');
  });

  it('rejects a voice outside the list without calling the server', async () => {
    await expect(provider.speech({ text: 'Hello', voice: 'robot' })).rejects.toThrow(
      'Unknown voice "robot"; choose one of nova, shimmer, echo, alloy, onyx, fable.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('retries a 5xx, and does not retry a 401', async () => {
    server.reply(errorReply(503, 'Overloaded'), { bytes: mp3 });
    await expect(provider.speech({ text: 'Hello' })).resolves.toEqual(mp3);
    server.reply(errorReply(401, 'Incorrect API key provided'), { bytes: mp3 });
    await expect(provider.speech({ text: 'Hello' })).rejects.toMatchObject({
      transient: false,
      message: 'The AI provider rejected the API key.',
    } satisfies Partial<ProviderError>);
    expect(server.requests).toHaveLength(3);
  });

  it('treats an empty audio body as a transient failure', async () => {
    server.reply({ bytes: Buffer.alloc(0) }, { bytes: mp3 });
    await expect(provider.speech({ text: 'Hello' })).resolves.toEqual(mp3);
    expect(server.requests).toHaveLength(2);
  });
});
