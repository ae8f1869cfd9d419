import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { PLAN_QUERY_KEYS, subscriptionQueryOptions } from '@/lib/billing';
import { refreshQueries } from '@/lib/refresh-queries';

const PLAN_WAIT_MS = 15_000;

/**
 * What follows a payment: on success 'Payment Successful', a short wait for the provider's event to
 * make the plan Premium, the plan and credits re-read, and home; on failure 'Payment Failed' with the
 * provider's message.
 */
export function usePaymentOutcome(monthlyCredits: number | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const succeeded = useCallback(async () => {
    toast({
      title: 'Payment Successful',
      description: monthlyCredits ? `Welcome to Pro! ${monthlyCredits.toLocaleString('en-US')} credits are on their way to your balance.` : 'Welcome to Pro!',
    });
    const deadline = Date.now() + PLAN_WAIT_MS;
    while (Date.now() < deadline) {
      const summary = await queryClient.fetchQuery({ ...subscriptionQueryOptions(), staleTime: 0 }).catch(() => null);
      if (!summary || summary.plan === 'Premium') break;
      await new Promise((resolve) => setTimeout(resolve, 750));
    }
    await refreshQueries(queryClient, PLAN_QUERY_KEYS);
    navigate('/');
  }, [monthlyCredits, navigate, queryClient]);

  const failed = useCallback((message: string | null | undefined) => {
    toast({ variant: 'destructive', title: 'Payment Failed', description: message || 'The payment did not go through. Please try another card.' });
  }, []);

  return { succeeded, failed };
}
