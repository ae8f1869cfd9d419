import { Skeleton } from '@/components/ui/skeleton';

/** The grade's shape while the essay is read and graded. */
export function EssayGradeSkeleton() {
  return (
    <div className="grid gap-6 rounded-3xl border bg-card p-5 shadow-soft sm:p-6" aria-busy="true" aria-label="Grading the essay">
      <Skeleton className="h-6 w-2/3" />
      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
        <Skeleton className="mx-auto size-36 rounded-full" />
        <div className="grid gap-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-6 w-full" />
          ))}
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
