import { billingMessages } from '@studyforge/contracts';
import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BareHeader } from '@/components/bare-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatPrice, useBillingConfig } from '@/lib/billing';
import { usePaymentOutcome } from '../hooks/use-payment-outcome';
import { CheckoutBenefits } from './checkout-benefits';
import { StripePaymentForm } from './stripe-payment-form';
import { TestCardForm } from './test-card-form';

/** /checkout?client_secret=… (spec §2, §4): the payment form of the Pro subscription. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get('client_secret')?.trim() ?? '';
  const navigate = useNavigate();
  const config = useBillingConfig();
  const outcome = usePaymentOutcome(config.data?.monthlyCredits);
  const warned = useRef(false);

  useEffect(() => {
    if (clientSecret || warned.current) return;
    warned.current = true;
    toast({ variant: 'destructive', title: billingMessages.invalidCheckout, description: billingMessages.invalidCheckoutDetail });
    navigate('/', { replace: true });
  }, [clientSecret, navigate]);

  if (!clientSecret) return null;
  const offSale = config.data?.mode === 'off';

  return (
    <div className="relative isolate flex flex-1 flex-col overflow-hidden">
      <title>Checkout · StudyForge</title>
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl dark:bg-primary/20" />
      </div>
      <BareHeader />
      <main className="container-page grid flex-1 content-start gap-6 pt-4 pb-12 sm:pt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Card className="shadow-lifted">
          <CardHeader className="gap-2">
            <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-spark/20 px-3 py-1 text-xs font-semibold text-warning-foreground dark:text-spark">
              <Crown aria-hidden className="size-3.5" />
              {config.data?.price.productName ?? 'StudyForge Pro'}
            </span>
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              {offSale ? 'Pro is not available right now' : 'Complete Your Subscription'}
            </CardTitle>
            <CardDescription className="text-base">
              {offSale ? null : config.data ? (
                <>
                  <span className="font-semibold text-foreground">{formatPrice(config.data.price)}</span>, billed monthly
                </>
              ) : (
                <Skeleton className="h-5 w-40" />
              )}
            </CardDescription>
          </CardHeader>
          <CardContent className="pt-5">
            {config.isError ? (
              <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm text-destructive">
                The payment form could not be loaded. Please reload the page in a moment.
              </p>
            ) : !config.data ? (
              <Skeleton className="h-72 w-full rounded-xl" />
            ) : config.data.mode === 'off' ? (
              <p role="alert" className="rounded-xl bg-muted p-4 text-sm" data-testid="pro-unavailable">
                {billingMessages.paymentsOff}
              </p>
            ) : config.data.mode === 'stripe' && config.data.publishableKey ? (
              <StripePaymentForm
                publishableKey={config.data.publishableKey}
                clientSecret={clientSecret}
                onSucceeded={outcome.succeeded}
                onFailed={outcome.failed}
              />
            ) : (
              <TestCardForm clientSecret={clientSecret} onSucceeded={outcome.succeeded} onFailed={outcome.failed} />
            )}
          </CardContent>
        </Card>
        {offSale ? null : <CheckoutBenefits monthlyCredits={config.data?.monthlyCredits} />}
      </main>
    </div>
  );
}
