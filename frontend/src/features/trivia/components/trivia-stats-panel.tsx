import type { TriviaStats } from '@studyforge/contracts';
import { CalendarCheck2, Flame, Target, Trophy, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { accuracyPercent } from '../trivia-game';

interface TriviaStatsPanelProps {
  stats: TriviaStats | null | undefined;
  isLoading: boolean;
  className?: string;
}

/** The student's trivia record from the server: day streak, answer streak, best streak, accuracy. */
export function TriviaStatsPanel({ stats, isLoading, className }: TriviaStatsPanelProps) {
  const tiles: Array<{ key: string; label: string; value: string; hint: string; icon: LucideIcon; tint: string }> = stats
    ? [
        {
          key: 'day-streak',
          label: 'Day streak',
          value: String(stats.dayStreak),
          hint: stats.dayStreak === 1 ? 'day in a row' : 'days in a row',
          icon: CalendarCheck2,
          tint: 'bg-orange-500/12 text-orange-600 dark:text-orange-400',
        },
        {
          key: 'answer-streak',
          label: 'Answer streak',
          value: String(stats.currentStreak),
          hint: 'right in a row',
          icon: Flame,
          tint: 'bg-rose-500/12 text-rose-600 dark:text-rose-400',
        },
        {
          key: 'best-streak',
          label: 'Best streak',
          value: String(stats.bestStreak),
          hint: 'your record',
          icon: Trophy,
          tint: 'bg-spark/20 text-warning-foreground dark:text-spark',
        },
        {
          key: 'accuracy',
          label: 'Accuracy',
          value: `${accuracyPercent(stats.correctAnswers, stats.questionsAnswered)}%`,
          hint: `${stats.correctAnswers} of ${stats.questionsAnswered} right`,
          icon: Target,
          tint: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400',
        },
      ]
    : [];

  if (!stats && !isLoading) return null;
  return (
    <section aria-label="Your trivia record" className={cn('grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-2', className)} data-testid="trivia-stats">
      {isLoading && !stats
        ? Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="grid justify-items-center gap-2 rounded-2xl border bg-card p-3 shadow-xs sm:justify-items-start" aria-hidden>
              <div className="flex items-center gap-2">
                <Skeleton className="size-7 rounded-lg" />
                <Skeleton className="h-3 w-16" />
              </div>
              <Skeleton className="h-7 w-10" />
              <Skeleton className="h-3 w-20" />
            </div>
          ))
        : tiles.map(({ key, label, value, hint, icon: Icon, tint }) => (
            <div
              key={key}
              className="grid content-start gap-1 rounded-2xl border bg-card px-1.5 py-2.5 text-center shadow-xs sm:gap-1.5 sm:p-3 sm:text-left"
              data-testid={`trivia-stat-${key}`}
            >
              <p className="flex flex-col items-center gap-1 text-[11px] leading-tight font-medium text-muted-foreground sm:flex-row sm:gap-2 sm:text-xs">
                <span className={cn('grid size-6 shrink-0 place-items-center rounded-lg sm:size-7', tint)}>
                  <Icon className="size-3.5 sm:size-4" aria-hidden />
                </span>
                {label}
              </p>
              <p className="grid">
                <span className="text-xl leading-tight font-bold tabular-nums sm:text-2xl" data-testid="trivia-stat-value">
                  {value}
                </span>
                <span className="hidden truncate text-xs text-muted-foreground sm:block">{hint}</span>
              </p>
            </div>
          ))}
    </section>
  );
}
