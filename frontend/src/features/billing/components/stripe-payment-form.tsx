import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTheme } from '@/components/theme-context';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  onSucceeded: () => Promise<void>;
  onFailed: (message: string | null) => void;
}

/** Stripe.js (loaded only here) and its Payment Element; the payment is confirmed with the site's origin as return address. */
export function StripePaymentForm({ publishableKey, clientSecret, onSucceeded, onFailed }: StripePaymentFormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const { resolvedTheme } = useTheme();

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const loaded = await loadStripe(publishableKey);
        if (!loaded) throw new Error('Stripe.js did not load.');
        if (cancelled || !mount.current) return;
        const elements = loaded.elements({ clientSecret, appearance: { theme: resolvedTheme === 'dark' ? 'night' : 'stripe' } });
        const payment = elements.create('payment');
        payment.on('ready', () => setReady(true));
        payment.mount(mount.current);
        unmount = () => payment.destroy();
        setStripe({ stripe: loaded, elements });
      } catch (error) {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : 'The payment form could not be loaded.');
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, clientSecret, resolvedTheme]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || processing) return;
    setProcessing(true);
    const result = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: window.location.origin },
      redirect: 'if_required',
    });
    if (result.error) {
      setProcessing(false);
      onFailed(result.error.message ?? null);
      return;
    }
    await onSucceeded();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      {loadError ? (
        <p role="alert" className="rounded-xl bg-destructive/10 p-4 text-sm text-destructive">
          {loadError} Check your connection and reload the page.
        </p>
      ) : null}
      <div className={loadError ? 'hidden' : 'relative min-h-48'}>
        {!ready && !loadError ? <Skeleton className="absolute inset-0 rounded-xl" /> : null}
        <div ref={mount} />
      </div>
      <Button type="submit" variant="brand" size="lg" className="w-full" disabled={!ready || processing}>
        {processing ? <Spinner className="size-4 text-current" /> : <Lock aria-hidden />}
        {processing ? 'Processing...' : 'Subscribe Now'}
      </Button>
    </form>
  );
}
