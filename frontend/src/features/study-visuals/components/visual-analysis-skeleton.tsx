import { Skeleton } from '@/components/ui/skeleton';

/** The analysis's shape while the image is read. */
export function VisualAnalysisSkeleton() {
  return (
    <div className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6" aria-busy="true" aria-label="Analysing the image">
      <Skeleton className="h-5 w-28 rounded-full" />
      <Skeleton className="h-6 w-3/4" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
