import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import { TriviaPage } from '@/features/trivia/components/trivia-page';

/** /trivia: the challenge, with the balance (credits feature) and the major (auth feature) it needs. */
export function TriviaRoute() {
  const user = useSignedInUser();
  const { balance } = useCreditBalance(user);
  return <TriviaPage balance={balance} major={user.major ?? null} />;
}
