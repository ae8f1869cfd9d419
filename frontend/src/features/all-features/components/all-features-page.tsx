import type { Plan } from '@studyforge/contracts';
import { Crown, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { creditWord } from '@/lib/format';

interface AllFeaturesPageProps {
  plan: Plan;
  /** The banner's button: the upgrade to Pro on Free, the subscription's management on Premium. */
  subscriptionAction: ReactNode;
  /** `500 credits every month for $9.99/month`, once known. */
  upgradeOffer: string | null;
  /** False when the site takes no payments: the banner offers nothing. */
  proAvailable?: boolean;
  /** Credit balance; null while it loads. */
  balance: number | null;
  balanceLoading: boolean;
  /** The nine study tool tiles. */
  toolsGrid: ReactNode;
  /** What each tool costs, from GET /api/credits/prices. */
  costCards: ReactNode;
}

/** All AI Features (spec §2): premium banner with the balance, the nine tools, then the credit costs. */
export function AllFeaturesPage({ plan, subscriptionAction, upgradeOffer, proAvailable = true, balance, balanceLoading, toolsGrid, costCards }: AllFeaturesPageProps) {
  const premium = plan === 'Premium';
  const shown = balance ?? 0;
  return (
    <div className="grid grid-cols-1 gap-8 sm:gap-10">
      <title>All AI Features · StudyForge</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All AI Features</h1>
        <p className="mt-2 text-base text-muted-foreground">
          Every study tool in one place. Pick one, add your material, and StudyForge does the rest.
        </p>
      </div>

      <section
        aria-label="Premium account"
        data-testid="premium-banner"
        className="relative overflow-hidden rounded-3xl bg-brand-gradient p-6 text-white shadow-lifted sm:p-8"
      >
        <div aria-hidden className="absolute -top-20 -right-10 size-64 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-24 left-1/3 size-56 rounded-full bg-white/5" />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15">
              {premium ? <Crown className="size-6 text-spark" aria-hidden /> : <Sparkles className="size-6 text-spark" aria-hidden />}
            </span>
            {premium ? (
              <div className="grid gap-3">
                <div>
                  <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Premium Account</p>
                  <p className="text-lg font-semibold">All AI study tools unlocked</p>
                </div>
                <div className="w-fit">{subscriptionAction}</div>
              </div>
            ) : (
              <div className="grid gap-3">
                <div>
                  <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Free plan</p>
                  <p className="text-lg font-semibold">{proAvailable ? `Go Premium with Pro${upgradeOffer ? `: ${upgradeOffer}` : ''}` : 'Pro is not available right now'}</p>
                </div>
                <div className="w-fit">{subscriptionAction}</div>
              </div>
            )}
          </div>
          <div className="rounded-2xl bg-white/15 px-5 py-3 backdrop-blur-sm sm:text-right">
            <p className="text-xs font-medium text-white/80">Credit balance</p>
            {balanceLoading ? (
              <Skeleton className="mt-1 h-8 w-20 bg-white/25" />
            ) : (
              <p className="text-3xl font-bold tabular-nums">
                <span data-testid="premium-banner-credits">{shown}</span>{' '}
                <span className="text-base font-medium text-white/80">{creditWord(shown)}</span>
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="all-tools-title">
        <h2 id="all-tools-title" className="mb-4 text-xl font-semibold tracking-tight">
          Study tools
        </h2>
        {toolsGrid}
      </section>

      <section aria-labelledby="credit-costs-title">
        <h2 id="credit-costs-title" className="text-xl font-semibold tracking-tight">
          Credit costs
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          What one use of each tool costs. Nothing is charged if a generation fails.
        </p>
        {costCards}
      </section>
    </div>
  );
}
