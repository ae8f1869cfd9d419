import type { Plan } from '@studyforge/contracts';
import { Crown, Settings2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useManageSubscription, useStartUpgrade } from '@/lib/billing';

type Props = Omit<ButtonProps, 'onClick' | 'children'>;

/** 'Upgrade to Pro': starts the checkout. */
export function UpgradeButton({ label = 'Upgrade to Pro', ...props }: Props & { label?: string }) {
  const upgrade = useStartUpgrade();
  return (
    <Button variant="brand" {...props} disabled={upgrade.isPending || props.disabled} onClick={() => upgrade.mutate()}>
      {upgrade.isPending ? <Spinner className="size-4 text-current" /> : <Crown aria-hidden />}
      {upgrade.isPending ? 'Starting checkout...' : label}
    </Button>
  );
}

/** 'Manage Subscription': the portal for a subscriber (back to `returnPath`), the checkout for a student on Free. */
export function ManageSubscriptionButton({ plan, returnPath, ...props }: Props & { plan: Plan; returnPath?: string }) {
  const manage = useManageSubscription(plan, returnPath);
  return (
    <Button variant={plan === 'Premium' ? 'outline' : 'brand'} {...props} disabled={manage.isPending || props.disabled} onClick={manage.run}>
      {manage.isPending ? <Spinner className="size-4 text-current" /> : plan === 'Premium' ? <Settings2 aria-hidden /> : <Crown aria-hidden />}
      Manage Subscription
    </Button>
  );
}
