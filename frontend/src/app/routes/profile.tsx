import { useParams } from 'react-router-dom';
import { useSignedInUser } from '@/features/auth/hooks/use-auth';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile and /profile/:username, with the viewer's plan (auth) and balance (credits) for their own Settings tab. */
export function ProfileRoute() {
  const { username } = useParams();
  const user = useSignedInUser();
  const { balance } = useCreditBalance(user);
  return <ProfilePage key={username ?? ''} username={username} viewerPlan={user.plan} credits={balance} />;
}
