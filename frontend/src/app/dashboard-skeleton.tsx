import { Skeleton } from '@/components/ui/skeleton';
import { UploadGenerateHeading } from '@/features/generation/components/upload-generate-heading';

/**
 * The dashboard before its code and the signed-in user are there: the same grid, with Upload &
 * Generate's heading already written (it needs neither) and blocks where the rest will be.
 */
export function DashboardSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-8 sm:gap-10" aria-busy="true" data-testid="dashboard-skeleton">
      <section aria-labelledby="dashboard-skeleton-title" className="relative rounded-3xl border bg-card p-5 text-card-foreground shadow-soft sm:p-7">
        <UploadGenerateHeading titleId="dashboard-skeleton-title" aside={<Skeleton className="size-16 shrink-0 rounded-full" />} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-8">
          <Skeleton className="h-48 rounded-2xl sm:h-56" />
          <div className="grid content-start gap-5">
            <Skeleton className="h-44" />
            <Skeleton className="h-16" />
            <Skeleton className="h-11" />
          </div>
        </div>
      </section>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-3xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
