import { CircleAlert, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageOf } from '@/lib/api-client';
import { creditWord, formatCredits } from '@/lib/format';
import { usePrices } from '../api/get-prices';

/** One card per row of GET /api/credits/prices: what each tool costs. */
export function CreditCostCards() {
  const prices = usePrices();

  if (prices.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading credit costs" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="credit-costs-loading">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="rounded-2xl border bg-card p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-7 w-12" />
            <Skeleton className="mt-2 h-3 w-16" />
          </li>
        ))}
      </ul>
    );
  }

  if (prices.isError) {
    return (
      <Alert variant="destructive" data-testid="credit-costs-error">
        <CircleAlert aria-hidden />
        <AlertTitle>Couldn&apos;t load credit costs</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="min-w-0 break-words">{errorMessageOf(prices.error, prices.error.message)}</span>
          <Button variant="outline" size="sm" onClick={() => void prices.refetch()} disabled={prices.isFetching}>
            <RotateCw aria-hidden className={prices.isFetching ? 'animate-spin' : undefined} />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="credit-costs">
      {prices.data.prices.map((price) => (
        <li key={price.feature}>
          <article
            data-testid="credit-cost-card"
            data-feature={price.feature}
            aria-label={`${price.label}: ${price.credits === 0 ? 'free' : `${formatCredits(price.credits)} ${price.unit}`}`}
            className="flex h-full flex-col rounded-2xl border bg-card p-4 shadow-soft"
          >
            <span className="text-sm font-medium text-muted-foreground">{price.label}</span>
            <span className="mt-2 flex items-baseline gap-1.5">
              <span className="text-2xl font-bold tracking-tight tabular-nums">
                {price.credits === 0 ? 'Free' : price.credits}
              </span>
              {price.credits > 0 ? (
                <span className="text-sm text-muted-foreground">{creditWord(price.credits)}</span>
              ) : null}
            </span>
            <span className="mt-1 text-xs text-muted-foreground">
              {price.credits === 0 ? 'No credits needed' : price.unit}
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
