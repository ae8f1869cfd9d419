import { API_ENDPOINTS, type DeleteAccountBody } from '@studyforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/account/delete: closes the account (signed out everywhere) and erases its data. Then every
 * cached answer is forgotten and the browser goes to the landing page, signed out.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiCall(API_ENDPOINTS.deleteAccount, { body }),
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
