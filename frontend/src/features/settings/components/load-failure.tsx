import { CircleAlert, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessageOf } from '@/lib/api-client';

/** A section's data did not load: what failed, the server's words, and a retry. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => void }) {
  return (
    <Alert variant="destructive" data-testid="settings-load-error">
      <CircleAlert aria-hidden />
      <AlertTitle>Couldn&apos;t load {what}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-0 break-words">{error ? errorMessageOf(error, 'Please try again in a moment.') : 'You are signed out. Please sign in again.'}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
