import type { CurrentUser } from '@studyforge/contracts';
import { Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format';
import { useCreditBalance } from '../hooks/use-credit-balance';

/** The credit balance in the top bar; its text is just the number. */
export function CreditBadge({ user, className }: { user: Pick<CurrentUser, 'credits'>; className?: string }) {
  const { balance, isLoading } = useCreditBalance(user);

  if (isLoading) {
    return <Skeleton data-testid="credit-badge-loading" className={cn('h-8 w-16 rounded-full', className)} />;
  }

  const label = balance === null ? 'Credits unavailable' : formatCredits(balance);
  return (
    <Link
      to="/all-features"
      aria-label={label}
      title={balance === null ? 'Credits are unavailable right now' : 'Your credit balance'}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border border-spark/40 bg-spark/15 px-3 text-sm font-semibold tabular-nums',
        'text-warning-foreground transition-colors hover:bg-spark/25 dark:text-spark',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
    >
      <Zap className="size-4" aria-hidden />
      <span data-testid="credit-badge">{balance === null ? '—' : balance}</span>
    </Link>
  );
}
