import { useAuth } from '@/features/auth/hooks/use-auth';
import { usePrices } from '@/features/credits/api/get-prices';
import { useCreditBalance } from '@/features/credits/hooks/use-credit-balance';
import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings, with the user (auth), the balance and the price table (credits) it shows. */
export function SettingsRoute() {
  const { user } = useAuth();
  const { balance } = useCreditBalance(user);
  const prices = usePrices();
  return <SettingsPage user={user} credits={balance} prices={prices.isError ? null : prices.data} />;
}
