import { readAloudAudioPath } from '@studyforge/contracts';
import { finishedAcceptedJob } from './accepted-job';
import { throwIfResNotOk } from './api-client';

const AUDIO_ACCEPT = 'audio/mpeg, application/json';

/**
 * The MP3 of a read-aloud answer (text-to-speech, an explanation's audio link). Audio that takes longer than the
 * gateway waits is answered 202 with its job: the job is followed to its end (no proxy cuts it off) and its audio
 * read then, at /api/read-aloud/{id}. Throws an ApiError on failure.
 */
export async function audioOfResponse(res: Response, signal?: AbortSignal): Promise<Blob> {
  await throwIfResNotOk(res);
  if (res.status !== 202) return res.blob();
  const status = await finishedAcceptedJob(await res.json(), signal);
  return audioOfResponse(await fetch(readAloudAudioPath(status.id), { credentials: 'include', headers: { Accept: AUDIO_ACCEPT }, signal }), signal);
}

/** GET of an audio link (an explanation's signed link), as a Blob once its audio is made. */
export async function fetchAudio(url: string, signal?: AbortSignal): Promise<Blob> {
  return audioOfResponse(await fetch(url, { credentials: 'include', headers: { Accept: AUDIO_ACCEPT }, signal }), signal);
}
