import { formatRecapDuration, recapDownloadName, type SavedRecap } from '@studyforge/contracts';
import { Download, Headphones, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { VOICE_LABELS } from '@/lib/voice-labels';
import { clock, TYPE_LABELS } from '../recap-options';

const STUDY_TIPS = [
  'Listen once straight through, then again while skimming your notes.',
  'Pause after each part and say the key idea back in your own words.',
  'Play it on a walk or a commute: short, regular listening beats one long session.',
  'Note anything that surprised you and turn it into a flashcard.',
];

/** The recap's player (spec §2): play/pause, seeking, download, and study tips. */
export function RecapPlayer({ recap }: { recap: SavedRecap }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(recap.durationSeconds);

  useEffect(() => {
    setPlaying(false);
    setPosition(0);
    setDuration(recap.durationSeconds);
  }, [recap.id, recap.durationSeconds]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => toast({ variant: 'destructive', title: 'Playback error', description: 'Failed to play audio. Please try regenerating.' }));
    } else {
      element.pause();
    }
  };

  const failed = () => {
    const unsupported = audio.current?.error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED;
    toast({
      variant: 'destructive',
      title: 'Playback error',
      description: unsupported ? 'Audio format not supported. Please try regenerating.' : 'Failed to play audio. Please try regenerating.',
    });
    setPlaying(false);
  };

  return (
    <article className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6" data-testid="recap-player">
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-violet-500/12 text-violet-600 dark:text-violet-400">
          <Headphones aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold" data-testid="recap-title">{recap.title}</h2>
          <p className="text-sm text-muted-foreground">
            {TYPE_LABELS[recap.type].label} · {VOICE_LABELS[recap.voiceStyle].split(' · ')[0]} · {formatRecapDuration(recap.duration)}
          </p>
        </div>
      </header>
      <audio
        ref={audio}
        src={recap.audioUrl}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => Number.isFinite(event.currentTarget.duration) && setDuration(event.currentTarget.duration)}
        onError={failed}
        data-testid="recap-audio"
      />
      <div className="flex items-center gap-4">
        <Button variant="brand" size="icon" className="size-12 rounded-full" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} data-testid="recap-play">
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <div className="grid flex-1 gap-1">
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.round(position)}
            onChange={(event) => {
              const to = Number(event.target.value);
              if (audio.current) audio.current.currentTime = to;
              setPosition(to);
            }}
            aria-label="Seek"
            className="w-full accent-primary"
            data-testid="recap-seek"
          />
          <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
            <span data-testid="recap-position">{clock(position)}</span>
            <span>{clock(duration)}</span>
          </div>
        </div>
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        <a
          href={`${recap.audioUrl}?download=1`}
          download={recapDownloadName(recap.createdAt)}
          onClick={() => toast({ title: 'Download started' })}
          data-testid="recap-download"
        >
          <Download aria-hidden /> Download MP3
        </a>
      </Button>
      <section aria-label="Study tips" className="grid gap-2 rounded-2xl bg-muted/50 p-4">
        <h3 className="text-sm font-semibold">Study tips</h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          {STUDY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
