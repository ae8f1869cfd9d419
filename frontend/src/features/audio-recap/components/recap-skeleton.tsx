import { Skeleton } from '@/components/ui/skeleton';

/** The player's shape while a recap is made. */
export function RecapSkeleton() {
  return (
    <div className="grid gap-5 rounded-3xl border bg-card p-6" aria-hidden>
      <div className="flex gap-3">
        <Skeleton className="size-11 rounded-2xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </div>
  );
}
