import { API_ENDPOINTS, type TestCard } from '@studyforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Test mode: the card form pays the checkout with one of Stripe's test cards (no real charge). */
export function useConfirmTestPayment() {
  return useMutation({ mutationFn: (card: TestCard) => apiCall(API_ENDPOINTS.confirmTestPayment, { body: card }) });
}

/** Test mode: the extra confirmation step (3D Secure) completed or failed. */
export function useAuthenticateTestPayment() {
  return useMutation({
    mutationFn: (input: { clientSecret: string; approve: boolean }) => apiCall(API_ENDPOINTS.authenticateTestPayment, { body: input }),
  });
}
