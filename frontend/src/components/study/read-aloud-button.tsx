import { Square, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { prepareReadAloud } from '@/lib/read-aloud-text';
import { textToSpeech } from '@/lib/text-to-speech';

export type ReadAloudState = 'idle' | 'generating' | 'playing';

/** Only one voice at a time: starting one stops the other. */
let current: { stop: () => void } | null = null;

interface ReadAloudButtonProps {
  /** The text to read (markdown is removed); a function is read when clicked. */
  text: string | (() => string);
  /** Accessible name and label when idle. */
  label?: string;
  /** Icon only (the label becomes the accessible name). */
  iconOnly?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * Read-aloud (spec §4): idle → generating → playing; clicking while generating or playing stops it.
 * Empty text and text over 4000 characters are refused with the spec's toasts.
 */
export function ReadAloudButton({ text, label = 'Read aloud', iconOnly = false, size = 'sm', variant = 'outline', className }: ReadAloudButtonProps) {
  const [state, setState] = useState<ReadAloudState>('idle');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const handle = useRef<{ stop: () => void }>({ stop: () => undefined });

  const stop = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    const audio = audioRef.current;
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute('src');
    }
    audioRef.current = null;
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    if (current === handle.current) current = null;
    setState('idle');
  }, []);

  useEffect(() => {
    handle.current.stop = stop;
    return stop;
  }, [stop]);

  const failPlayback = () => {
    stop();
    toast({ variant: 'destructive', title: 'Playback error', description: 'Failed to play audio. Please try again.' });
  };

  const start = async () => {
    const check = prepareReadAloud(typeof text === 'function' ? text() : text);
    if (!check.ok) {
      toast({ variant: 'destructive', title: check.title, description: check.description });
      return;
    }
    current?.stop();
    current = handle.current;
    const abort = new AbortController();
    abortRef.current = abort;
    setState('generating');
    let blob: Blob;
    try {
      blob = await textToSpeech(check.text, abort.signal);
    } catch {
      if (abort.signal.aborted) return;
      stop();
      toast({ variant: 'destructive', title: 'Speech generation failed', description: 'Unable to generate speech. Please try again.' });
      return;
    }
    if (abort.signal.aborted) return;
    const url = URL.createObjectURL(blob);
    urlRef.current = url;
    const audio = new Audio(url);
    audioRef.current = audio;
    audio.onended = () => stop();
    audio.onerror = () => failPlayback();
    try {
      await audio.play();
      if (audioRef.current === audio) setState('playing');
    } catch {
      if (audioRef.current === audio) failPlayback();
    }
  };

  const name = state === 'playing' ? 'Stop reading' : state === 'generating' ? 'Preparing audio...' : label;
  return (
    <Button
      variant={variant}
      size={iconOnly ? (size === 'sm' ? 'icon-sm' : 'icon') : size}
      className={cn(state !== 'idle' && 'border-primary/50 text-primary', className)}
      aria-label={iconOnly ? name : undefined}
      title={iconOnly ? name : undefined}
      data-testid="read-aloud"
      data-state={state}
      onClick={(event) => {
        event.stopPropagation();
        if (state === 'idle') void start();
        else stop();
      }}
    >
      {state === 'generating' ? <Spinner className="size-4 text-current" /> : state === 'playing' ? <Square aria-hidden className="fill-current" /> : <Volume2 aria-hidden />}
      {iconOnly ? null : name}
    </Button>
  );
}
