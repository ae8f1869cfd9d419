import { ArrowLeft, CalendarClock, Crown, FlaskConical } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { UpgradeButton } from '@/components/billing/subscription-buttons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { formatBillingDate, formatPrice, subscriptionStatusLine, useSubscription } from '@/lib/billing';
import { useChangeTestSubscription } from '../api/change-test-subscription';

/** Only paths of this site: the portal never sends a student elsewhere. */
function safeReturnPath(value: string | null): string {
  return value && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(value) ? value : '/settings';
}

/** /billing/portal: the test-mode provider's stand-in for Stripe's customer portal (cancel at the period's end, or resume). */
export function BillingPortalPage() {
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('return_to'));
  const subscription = useSubscription();
  const change = useChangeTestSubscription();
  const summary = subscription.data;

  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: (next) =>
        toast({
          title: action === 'cancel' ? 'Subscription cancelled' : 'Subscription resumed',
          description: action === 'cancel' && next.endsAt ? `Premium stays until ${formatBillingDate(next.endsAt)}.` : 'Pro renews every month again.',
        }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not change the subscription', description: errorMessageOf(error, 'Please try again.') }),
    });

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <title>Manage subscription · StudyForge</title>
      <Link to={returnPath} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        Back to StudyForge
      </Link>
      <Card className="shadow-lifted">
        <CardHeader className="gap-2">
          <Badge variant="spark">
            <FlaskConical aria-hidden />
            Test mode: no real charge
          </Badge>
          <CardTitle as="h1" className="text-2xl sm:text-3xl">
            Manage your subscription
          </CardTitle>
          <CardDescription>The embedded test-mode provider's customer portal.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 pt-5">
          {!summary ? (
            <Skeleton className="h-32 w-full rounded-xl" />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border bg-muted/40 p-5">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-2xl bg-brand-gradient text-white">
                    <Crown aria-hidden className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold">
                      {summary.price.productName} · {formatPrice(summary.price)}
                    </p>
                    <p className="text-sm text-muted-foreground" data-testid="portal-status">
                      {subscriptionStatusLine(summary)}
                    </p>
                  </div>
                </div>
                <Badge variant={summary.plan === 'Premium' ? 'default' : 'secondary'}>{summary.plan}</Badge>
              </div>
              {summary.plan === 'Premium' ? (
                <div className="grid gap-3">
                  <p className="flex items-start gap-2 text-sm text-muted-foreground">
                    <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {summary.cancelAtPeriodEnd
                      ? 'Your subscription ends at the end of the paid month. Resume it to keep Premium and your monthly credits.'
                      : 'Cancelling keeps Premium until the end of the month you paid for; no further payment is taken.'}
                  </p>
                  {summary.cancelAtPeriodEnd ? (
                    <Button variant="brand" className="w-full sm:w-fit" disabled={change.isPending} onClick={() => run('resume')}>
                      {change.isPending ? <Spinner className="size-4 text-current" /> : null}
                      Resume subscription
                    </Button>
                  ) : (
                    <Button variant="destructive" className="w-full sm:w-fit" disabled={change.isPending} onClick={() => run('cancel')}>
                      {change.isPending ? <Spinner className="size-4 text-current" /> : null}
                      Cancel subscription
                    </Button>
                  )}
                </div>
              ) : (
                <div className="grid gap-3">
                  <p className="text-sm text-muted-foreground">You have no active subscription.</p>
                  <UpgradeButton className="w-full sm:w-fit" />
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
