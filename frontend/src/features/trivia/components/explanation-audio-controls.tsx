import { Pause, Play, RotateCcw, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useExplanationAudio } from '../hooks/use-explanation-audio';

const STATUS: Record<ReturnType<typeof useExplanationAudio>['state'], string> = {
  idle: '',
  loading: 'Preparing audio...',
  playing: 'Playing the explanation',
  paused: 'Paused',
  ended: 'Finished',
  error: 'Audio unavailable',
};

/** The spoken explanation: starts on its own, with pause/play and replay. */
export function ExplanationAudioControls({ url, className }: { url: string; className?: string }) {
  const audio = useExplanationAudio(url);
  const playing = audio.state === 'playing';
  return (
    <div className={cn('flex items-center gap-2 rounded-xl border bg-background/70 p-1.5 pr-3', className)} data-testid="explanation-audio" data-state={audio.state}>
      <Button
        variant={playing ? 'default' : 'outline'}
        size="icon-sm"
        onClick={audio.toggle}
        aria-label={playing ? 'Pause explanation' : 'Play explanation'}
        title={playing ? 'Pause' : 'Play'}
      >
        {audio.state === 'loading' ? <Spinner className="size-4 text-current" /> : playing ? <Pause aria-hidden className="fill-current" /> : <Play aria-hidden className="fill-current" />}
      </Button>
      <Button variant="ghost" size="icon-sm" onClick={audio.replay} aria-label="Replay explanation" title="Replay">
        <RotateCcw aria-hidden />
      </Button>
      <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <Volume2 className={cn('size-3.5 shrink-0', playing && 'text-primary motion-safe:animate-pulse')} aria-hidden />
        <span className="truncate" aria-live="polite">
          {STATUS[audio.state] || 'Explanation audio'}
        </span>
      </span>
    </div>
  );
}
