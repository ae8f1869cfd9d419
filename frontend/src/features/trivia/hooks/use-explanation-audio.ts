import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { fetchAudio } from '@/lib/job-audio';

export type ExplanationAudioState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface ExplanationAudio {
  state: ExplanationAudioState;
  /** Pauses while playing; plays otherwise (from the start once it has ended). */
  toggle: () => void;
  /** From the beginning. */
  replay: () => void;
}

function playbackFailed() {
  toast({ variant: 'destructive', title: 'Playback error', description: 'Failed to play audio. Please try again.' });
}

/**
 * The spoken explanation of a trivia answer (spec §7: played automatically when the answer has an
 * audioUrl). Audio still being made (202) is followed until it is ready. If the browser refuses to start it on its
 * own, it waits paused for a tap; a real failure shows 'Playback error' (a tap then tries the link again). A new URL
 * (the next question) or leaving the page stops it.
 */
export function useExplanationAudio(url: string | null): ExplanationAudio {
  const [state, setState] = useState<ExplanationAudioState>('idle');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const failedRef = useRef(false);

  const fail = useCallback(() => {
    if (failedRef.current) return;
    failedRef.current = true;
    setState('error');
    playbackFailed();
  }, []);

  const start = useCallback(
    (audio: HTMLAudioElement) => {
      audio.play().catch((error: unknown) => {
        if (audioRef.current !== audio) return;
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') setState('paused');
        else if (name !== 'AbortError') fail();
      });
    },
    [fail],
  );

  // A new attempt (a tap after a failure) reads the link again from scratch.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    failedRef.current = false;
    if (!url) {
      setState('idle');
      return;
    }
    const audio = new Audio();
    audio.preload = 'auto';
    audioRef.current = audio;
    audio.onplaying = () => setState('playing');
    audio.onwaiting = () => setState('loading');
    audio.onpause = () => {
      if (!audio.ended && !failedRef.current) setState('paused');
    };
    audio.onended = () => setState('ended');
    audio.onerror = () => fail();
    setState('loading');
    // Read first: audio still being made is answered 202 with its job, which is followed until the audio is ready.
    const reading = new AbortController();
    let objectUrl: string | null = null;
    fetchAudio(url, reading.signal).then(
      (blob) => {
        if (reading.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        audio.src = objectUrl;
        start(audio);
      },
      () => {
        if (!reading.signal.aborted) fail();
      },
    );
    return () => {
      reading.abort();
      audio.onplaying = null;
      audio.onwaiting = null;
      audio.onpause = null;
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      if (audioRef.current === audio) audioRef.current = null;
    };
  }, [url, attempt, fail, start]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (failedRef.current) {
      setAttempt((count) => count + 1);
      return;
    }
    if (!audio.getAttribute('src')) return;
    if (!audio.paused && !audio.ended) {
      audio.pause();
      return;
    }
    if (audio.ended) audio.currentTime = 0;
    setState('loading');
    start(audio);
  }, [start]);

  const replay = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || failedRef.current) {
      toggle();
      return;
    }
    audio.currentTime = 0;
    if (audio.paused) {
      setState('loading');
      start(audio);
    }
  }, [start, toggle]);

  return { state, toggle, replay };
}
