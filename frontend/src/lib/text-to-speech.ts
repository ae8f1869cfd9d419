import { API_ENDPOINTS, endpointUrl, type EndpointBodyInput } from '@studyforge/contracts';
import { throwIfResNotOk } from './api-client';

type TextToSpeechBody = EndpointBodyInput<typeof API_ENDPOINTS.textToSpeech>;

/** POST /api/text-to-speech: MP3 audio of the text (free). Throws an ApiError on failure. */
export async function textToSpeech(text: string, signal?: AbortSignal): Promise<Blob> {
  const body: TextToSpeechBody = { text };
  const res = await fetch(endpointUrl(API_ENDPOINTS.textToSpeech), {
    method: API_ENDPOINTS.textToSpeech.method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg, application/json' },
    body: JSON.stringify(body),
    signal,
  });
  await throwIfResNotOk(res);
  return res.blob();
}
