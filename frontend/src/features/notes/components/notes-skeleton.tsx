import { Skeleton } from '@/components/ui/skeleton';

/** The study guide's shape while it is written. */
export function NotesSkeleton() {
  return (
    <div className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" aria-busy="true" aria-label="Writing your notes">
      <div className="flex gap-2">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-20" />
        <Skeleton className="h-10 w-20" />
      </div>
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-2.5">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}
