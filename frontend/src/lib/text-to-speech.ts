import { API_ENDPOINTS, endpointUrl, type EndpointBodyInput } from '@studyforge/contracts';
import { audioOfResponse } from './job-audio';

type TextToSpeechBody = EndpointBodyInput<typeof API_ENDPOINTS.textToSpeech>;

/** POST /api/text-to-speech: MP3 audio of the text (free), followed through its job when it takes longer (202). Throws an ApiError on failure. */
export async function textToSpeech(text: string, signal?: AbortSignal): Promise<Blob> {
  const body: TextToSpeechBody = { text };
  const res = await fetch(endpointUrl(API_ENDPOINTS.textToSpeech), {
    method: API_ENDPOINTS.textToSpeech.method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg, application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return audioOfResponse(res, signal);
}
