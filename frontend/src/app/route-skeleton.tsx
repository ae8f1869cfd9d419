import { Skeleton } from '@/components/ui/skeleton';

/** Shown for the moment a screen's code is loading: the shape of a page (title, intro, cards). */
export function RouteSkeleton() {
  return (
    <div role="status" aria-label="Loading..." className="container-page flex flex-1 flex-col gap-4 py-6">
      <Skeleton className="h-8 w-2/3 max-w-sm" />
      <Skeleton className="h-4 w-full max-w-xl" />
      <div className="grid gap-4 pt-2 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
