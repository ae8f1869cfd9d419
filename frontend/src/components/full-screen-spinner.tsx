import { Spinner } from './ui/spinner';

/** Shown while the sign-in state loads (spec §2). */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3">
      <Spinner className="size-8" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
