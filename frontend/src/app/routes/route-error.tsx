import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NotFoundPage } from './not-found';

/** Last line of defence: a screen crashed while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : undefined;
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <TriangleAlert className="size-7 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-xl font-bold tracking-tight">Something went wrong</h1>
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            This screen hit an unexpected error. Reloading usually fixes it; your work on the server is safe.
          </p>
          {detail ? <pre className="mt-4 overflow-auto rounded-lg bg-muted p-3 text-xs text-muted-foreground">{detail}</pre> : null}
          <Button className="mt-6" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload page
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
