import { CircleAlert, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any path the route table does not know (spec §2). */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <title>Page not found · StudyForge</title>
      <Card className="w-full max-w-md" data-testid="not-found">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/">
              <Home aria-hidden />
              Back to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
