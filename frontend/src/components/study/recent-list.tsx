import type { LucideIcon } from 'lucide-react';
import { ChevronRight, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { EmptyState } from './empty-state';

export interface RecentItem {
  id: string;
  title: string;
  /** e.g. '12 cards · 5 min ago'. */
  meta: string;
}

interface RecentListProps {
  title: string;
  icon: LucideIcon;
  items: readonly RecentItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  activeId: string | null;
  onOpen: (id: string) => void;
  emptyTitle: string;
  emptyText: string;
  /** How many to show. */
  limit?: number;
  className?: string;
}

/** Saved work of one kind, newest first, with skeletons while loading and an empty state. */
export function RecentList({ title, icon, items, isLoading, error, onRetry, activeId, onOpen, emptyTitle, emptyText, limit = 6, className }: RecentListProps) {
  const Icon = icon;
  return (
    <section aria-label={title} className={cn('grid content-start gap-3', className)} data-testid="recent-list">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {isLoading ? (
        <ul className="grid gap-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex items-center gap-3 rounded-xl border bg-card p-3">
              <Skeleton className="size-9 rounded-lg" />
              <div className="grid flex-1 gap-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
            </li>
          ))}
        </ul>
      ) : error ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1">{error}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState icon={Icon} title={emptyTitle} className="py-8">
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="grid gap-2">
          {items.slice(0, limit).map((item) => {
            const active = item.id === activeId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpen(item.id)}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors',
                    'hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                    active && 'border-primary/60 bg-accent/60',
                  )}
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-[18px]" aria-hidden />
                  </span>
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{item.title}</span>
                    <span className="truncate text-xs text-muted-foreground">{item.meta}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
