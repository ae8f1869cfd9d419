import { throwIfResNotOk } from './api-client';

/** POST /api/text-to-speech: MP3 audio of the text (free). Throws an ApiError on failure. */
export async function textToSpeech(text: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch('/api/text-to-speech', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg, application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
  await throwIfResNotOk(res);
  return res.blob();
}
