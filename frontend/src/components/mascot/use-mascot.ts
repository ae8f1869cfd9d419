import { useCallback, useEffect, useRef, useState } from 'react';
import { MASCOT_TIMING, moodDuration, type MascotMood } from './mascot-timing';

export interface MascotControls {
  mood: MascotMood;
  /** The speech bubble; hidden 3 s after it appears. */
  message: string | null;
  think: (message?: string) => void;
  celebrate: (message: string) => void;
  fail: (message: string) => void;
  rest: () => void;
}

/** The mascot's state: a mood (celebrating and error fall back to idle on their own) and a message. */
export function useMascot(): MascotControls {
  const [mood, setMood] = useState<MascotMood>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const moodTimer = useRef<number | undefined>(undefined);
  const messageTimer = useRef<number | undefined>(undefined);

  const show = useCallback((next: MascotMood, text: string | null) => {
    window.clearTimeout(moodTimer.current);
    window.clearTimeout(messageTimer.current);
    setMood(next);
    setMessage(text);
    if (text) messageTimer.current = window.setTimeout(() => setMessage(null), MASCOT_TIMING.messageMs);
    const duration = moodDuration(next);
    if (duration !== null) moodTimer.current = window.setTimeout(() => setMood('idle'), duration);
  }, []);

  useEffect(
    () => () => {
      window.clearTimeout(moodTimer.current);
      window.clearTimeout(messageTimer.current);
    },
    [],
  );

  return {
    mood,
    message,
    think: useCallback((text?: string) => show('thinking', text ?? null), [show]),
    celebrate: useCallback((text: string) => show('celebrating', text), [show]),
    fail: useCallback((text: string) => show('error', text), [show]),
    rest: useCallback(() => show('idle', null), [show]),
  };
}
