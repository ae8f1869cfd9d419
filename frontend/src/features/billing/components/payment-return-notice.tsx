import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { PLAN_QUERY_KEYS } from '@/lib/billing';
import { refreshQueries } from '@/lib/refresh-queries';

const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * When a payment method sent the student to their bank and Stripe brought them back to the site's
 * origin (the checkout's return address), says how the payment went and re-reads the plan and credits.
 */
export function PaymentReturnNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const status = params.get('redirect_status');
    if (!status || !params.has('payment_intent')) return;
    if (status === 'succeeded' || status === 'processing') {
      toast({ title: 'Payment Successful', description: 'Welcome to Pro! Your plan and credits are being updated.' });
      void refreshQueries(queryClient, PLAN_QUERY_KEYS);
    } else {
      toast({ variant: 'destructive', title: 'Payment Failed', description: 'The payment was not completed. Please try again with another card.' });
    }
    for (const name of STRIPE_RETURN_PARAMS) params.delete(name);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate, queryClient]);

  return null;
}
