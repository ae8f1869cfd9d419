import { CheckCircle2, Flame, ListChecks, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { TriviaScore } from '../trivia-game';

/** Correct, answered and streak for the session being played (the streak is the server's). */
export function Scoreboard({ score, className }: { score: TriviaScore; className?: string }) {
  const items: Array<{ key: string; label: string; value: number; icon: LucideIcon; tint: string }> = [
    { key: 'correct', label: 'Correct', value: score.correct, icon: CheckCircle2, tint: 'text-success' },
    { key: 'answered', label: 'Answered', value: score.answered, icon: ListChecks, tint: 'text-primary' },
    { key: 'streak', label: 'Streak', value: score.streak, icon: Flame, tint: score.streak > 0 ? 'text-orange-500' : 'text-muted-foreground' },
  ];
  return (
    <dl className={cn('grid grid-cols-3 gap-2 sm:gap-3', className)} aria-label="Score" data-testid="trivia-score">
      {items.map(({ key, label, value, icon: Icon, tint }) => (
        <div key={key} className="grid justify-items-center gap-0.5 rounded-2xl border bg-card px-2 py-2.5 text-center shadow-xs">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Icon className={cn('size-3.5', tint)} aria-hidden />
            {label}
          </dt>
          <dd
            className={cn('text-2xl font-bold tabular-nums', key === 'streak' && value > 0 && 'motion-safe:animate-zoom-in')}
            key={key === 'streak' ? value : undefined}
            data-testid={`trivia-${key}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
