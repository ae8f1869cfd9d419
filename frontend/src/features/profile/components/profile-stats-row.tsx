import type { ProfileStatName, ProfileStats } from '@studyforge/contracts';
import { Flame, Layers3, ListChecks, Target, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

const STATS: ReadonlyArray<{ key: ProfileStatName; label: string; icon: LucideIcon; format: (value: number) => string }> = [
  { key: 'flashcardCount', label: 'Flashcards', icon: Layers3, format: String },
  { key: 'quizCount', label: 'Quizzes', icon: ListChecks, format: String },
  { key: 'currentStreak', label: 'Day Streak', icon: Flame, format: String },
  { key: 'averageScore', label: 'Avg Score', icon: Target, format: (value) => `${Math.round(value)}%` },
];

/** Flashcards, quizzes, day streak and average score; a figure its service could not give says so. */
export function ProfileStatsRow({ stats, isLoading }: { stats: ProfileStats | undefined; isLoading: boolean }) {
  return (
    <section aria-label="Stats" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STATS.map(({ key, label, icon: Icon, format }) => {
        const value = stats?.[key];
        const text = stats?.hidden.includes(key) ? 'Hidden' : stats?.unavailable.includes(key) ? 'Unavailable' : value === null || value === undefined ? '–' : format(value);
        return (
          <div key={key} className="rounded-2xl border bg-card p-4 shadow-xs" data-testid={`stat-${key}`}>
            <div className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              <Icon className="size-4 text-primary" aria-hidden />
              {label}
            </div>
            {isLoading ? (
              <Skeleton className="mt-2 h-8 w-16" />
            ) : (
              <p className={text.length > 4 ? 'mt-2 text-sm font-medium text-muted-foreground' : 'mt-1 text-2xl font-bold tracking-tight'}>{text}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
