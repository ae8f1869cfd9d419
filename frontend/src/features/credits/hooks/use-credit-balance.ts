import type { CurrentUser } from '@studyforge/contracts';
import { useCredits } from '../api/get-credits';

/**
 * The balance to show for a signed-in user: GET /api/user/credits, with the user's own credits
 * field as a placeholder until it answers (and as the fallback if it fails). Nothing is fetched
 * without a user. `balance` is null while nothing is known.
 */
export function useCreditBalance(user: Pick<CurrentUser, 'credits'> | null) {
  const userCredits = user?.credits;
  const query = useCredits({ enabled: user !== null, placeholderCredits: userCredits });
  const fromQuery = query.data?.credits;
  const balance = typeof fromQuery === 'number' ? fromQuery : typeof userCredits === 'number' ? userCredits : null;
  return {
    balance,
    isLoading: balance === null && query.isLoading,
    isError: balance === null && query.isError,
    isFetching: query.isFetching,
    error: query.error,
  };
}
