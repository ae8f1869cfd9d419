import { useCallback, useRef, useState } from 'react';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The browser's speech recognition (spec §9: en-US, a single result), or a clear 'not available'. */
export function useSpeechRecognition(handlers: { onTranscript: (text: string) => void; onUnavailable: () => void; onError: () => void }) {
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);
  const { onTranscript, onUnavailable, onError } = handlers;

  const listen = useCallback(() => {
    const Class = recognitionClass();
    if (!Class) {
      onUnavailable();
      return;
    }
    const recognition = new Class();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim();
      if (transcript) onTranscript(transcript);
    };
    recognition.onerror = () => {
      setListening(false);
      onError();
    };
    recognition.onend = () => setListening(false);
    current.current = recognition;
    try {
      recognition.start();
      setListening(true);
    } catch {
      onError();
    }
  }, [onTranscript, onUnavailable, onError]);

  const stop = useCallback(() => current.current?.stop(), []);
  return { listening, listen, stop };
}
