import { API_ENDPOINTS, type Plan } from '@studyforge/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { apiCall, errorMessageOf } from './api-client';
import { endpointQuery, endpointQueryKey, publicEndpointQuery } from './endpoint-query';

export { formatBillingDate, formatPrice, subscriptionStatusLine } from './billing-format';

/**
 * Pro, for every screen that offers it (All Features, Settings › Subscription, the profile's Settings
 * tab, the checkout): the subscription, the checkout's start and the portal. Shared code, because
 * features may not import each other.
 */

/** What a payment changes: the user (plan and credits), the balance, the credit stats and the subscription. */
export const PLAN_QUERY_KEYS = [API_ENDPOINTS.getCurrentUser, API_ENDPOINTS.getCredits, API_ENDPOINTS.getCreditStats, API_ENDPOINTS.getSubscription].map(
  (endpoint) => endpointQueryKey(endpoint),
);

/** GET /api/billing/subscription: plan, status, renewal or end date, last payment. */
export function subscriptionQueryOptions() {
  return queryOptions({ ...endpointQuery(API_ENDPOINTS.getSubscription), staleTime: 10_000, retry: false, refetchOnWindowFocus: true });
}

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /api/billing/config: Stripe or test mode, the price of Pro and its monthly credits. */
export function billingConfigQueryOptions() {
  return queryOptions({ ...publicEndpointQuery(API_ENDPOINTS.getBillingConfig), staleTime: 5 * 60_000, retry: false });
}

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}

/** False when the site takes no payments (billing's mode `off`): Pro is not sold; true while unknown, so nothing flickers. */
export function useProOnSale(): boolean {
  return useBillingConfig().data?.mode !== 'off';
}

/** POST /api/billing/subscription, then /checkout with the client secret (the Upgrade buttons). */
export function useStartUpgrade() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiCall(API_ENDPOINTS.startCheckout),
    onSuccess: ({ clientSecret }) => navigate(`/checkout?client_secret=${encodeURIComponent(clientSecret)}`),
    onError: (error) => toast({ variant: 'destructive', title: 'Could not start the upgrade', description: errorMessageOf(error, 'Please try again in a moment.') }),
  });
}

/** POST /api/billing/portal: Stripe's customer portal, or the test-mode provider's page on this site; back to `returnPath` after. */
export function useOpenPortal(returnPath = '/settings') {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiCall(API_ENDPOINTS.openBillingPortal, { body: { returnPath } }),
    onSuccess: ({ url }) => {
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.toString());
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not open the subscription portal', description: errorMessageOf(error, 'Please try again in a moment.') }),
  });
}

/** 'Manage Subscription': the portal for a subscriber, the upgrade for everyone else. */
export function useManageSubscription(plan: Plan, returnPath = '/settings') {
  const upgrade = useStartUpgrade();
  const portal = useOpenPortal(returnPath);
  const action = plan === 'Premium' ? portal : upgrade;
  return { run: () => action.mutate(), isPending: action.isPending };
}
