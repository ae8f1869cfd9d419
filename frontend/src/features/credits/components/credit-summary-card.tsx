import type { CurrentUser } from '@studyforge/contracts';
import { ArrowRight, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageOf } from '@/lib/api-client';
import { formatCredits } from '@/lib/format';
import { useCreditStats } from '../api/get-credit-stats';
import { usePrices } from '../api/get-prices';
import { useCreditBalance } from '../hooks/use-credit-balance';

/** The features shown on the dashboard's "what things cost" list, in this order. */
const HIGHLIGHTED = ['flashcards', 'quiz', 'notes', 'study-visuals', 'tutor-lecture', 'audio-recap'];

/** Balance, how it was used, and what the main tools cost. */
export function CreditSummaryCard({ user }: { user: Pick<CurrentUser, 'credits'> }) {
  const { balance, isLoading, isError } = useCreditBalance(user);
  const stats = useCreditStats({ enabled: true });
  const prices = usePrices();
  const highlighted = prices.data
    ? HIGHLIGHTED.flatMap((feature) => prices.data.prices.filter((p) => p.feature === feature))
    : [];

  return (
    <Card className="flex h-full flex-col" data-testid="credit-summary">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2" className="text-base">
          Your credits
        </CardTitle>
        <span className="grid size-9 place-items-center rounded-xl bg-spark/20 text-warning-foreground dark:text-spark">
          <Zap className="size-5" aria-hidden />
        </span>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div>
          {isLoading ? (
            <Skeleton className="h-10 w-24" />
          ) : (
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight tabular-nums" data-testid="credit-summary-balance">
                {balance ?? '—'}
              </span>
              <span className="text-sm text-muted-foreground">
                {isError ? 'Credits are unavailable right now' : 'credits available'}
              </span>
            </p>
          )}
          {balance === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              You&apos;ve used all your credits. Tools that cost nothing, like read-aloud, still work.
            </p>
          ) : null}
          {stats.data ? (
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                ['Granted', stats.data.totalGranted],
                ['Spent', stats.data.totalSpent],
                ['Refunded', stats.data.totalRefunded],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-muted px-2 py-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-base font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <Separator />
        <div className="flex-1">
          <h3 className="text-sm font-semibold">What things cost</h3>
          {prices.isPending ? (
            <ul className="mt-3 grid gap-2.5" aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="flex justify-between">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-4 w-16" />
                </li>
              ))}
            </ul>
          ) : prices.isError ? (
            <p className="mt-2 text-sm break-words text-destructive">
              Couldn&apos;t load prices: {errorMessageOf(prices.error, prices.error.message)}
            </p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm">
              {highlighted.map((price) => (
                <li key={price.feature} className="flex items-center justify-between gap-3">
                  <span className="text-muted-foreground">{price.label}</span>
                  <span className="font-medium tabular-nums">
                    {formatCredits(price.credits, { zeroAsFree: true })}{' '}
                    <span className="font-normal text-muted-foreground">{price.unit}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link to="/all-features" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          See every tool and price
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
