import { formatRecapDuration, type SavedRecap } from '@studyforge/contracts';
import { AudioLines, Play, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/study/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRelativeDate } from '@/lib/format';
import { VOICE_LABELS } from '@/lib/voice-labels';
import { useAudioRecaps, useDeleteAudioRecap } from '../api/audio-recaps';

interface RecapListProps {
  activeId: string | null;
  onOpen: (recap: SavedRecap) => void;
  /** Called after the open recap is deleted. */
  onDeleted: (id: string) => void;
}

/** Previous recaps (GET /api/user/audio-recaps): title, duration, voice and date, each playable and deletable. */
export function RecapList({ activeId, onOpen, onDeleted }: RecapListProps) {
  const recaps = useAudioRecaps();
  const remove = useDeleteAudioRecap();
  const items = recaps.data?.recaps ?? [];
  return (
    <section aria-label="Your audio recaps" className="grid content-start gap-3" data-testid="recap-list">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Your audio recaps</h2>
      {recaps.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : recaps.isError ? (
        <p className="text-sm text-destructive">{errorMessageOf(recaps.error, 'Your recaps could not be loaded.')}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={AudioLines} title="No recaps yet">
          Each recap you make is kept here to play again or download.
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {items.map((recap) => (
            <li
              key={recap.id}
              className={cn('flex items-center gap-3 rounded-xl border bg-card p-3', activeId === recap.id && 'border-primary ring-1 ring-primary')}
              data-testid="recap-item"
            >
              <Button variant="ghost" size="icon" aria-label={`Play ${recap.title}`} onClick={() => onOpen(recap)}>
                <Play aria-hidden />
              </Button>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{recap.title}</p>
                <p className="text-xs text-muted-foreground" data-testid="recap-item-meta">
                  {formatRecapDuration(recap.duration)} · {VOICE_LABELS[recap.voiceStyle].split(' · ')[0]} · {formatRelativeDate(recap.createdAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${recap.title}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(recap.id, {
                    onSuccess: () => onDeleted(recap.id),
                    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The recap could not be deleted.') }),
                  })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
