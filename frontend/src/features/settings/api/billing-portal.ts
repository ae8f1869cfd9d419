import { API_ENDPOINTS } from '@studyforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/billing/portal: where a subscriber manages Pro; the browser goes there and comes back to Settings. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiCall(API_ENDPOINTS.openBillingPortal, { body: { returnPath: '/settings' } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
