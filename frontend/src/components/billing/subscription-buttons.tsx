import type { Plan } from '@studyforge/contracts';
import { Crown, Settings2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useManageSubscription, useProOnSale, useStartUpgrade } from '@/lib/billing';

type Props = Omit<ButtonProps, 'onClick' | 'children'>;

export const PRO_UNAVAILABLE = 'Pro is not available right now';

/** In place of a buy button when the site takes no payments: says so, and does nothing. */
function ProUnavailable(props: Props) {
  return (
    <Button variant="outline" {...props} disabled data-testid="pro-unavailable">
      <Crown aria-hidden />
      {PRO_UNAVAILABLE}
    </Button>
  );
}

/** 'Upgrade to Pro': starts the checkout (or says Pro is not available when the site takes no payments). */
export function UpgradeButton({ label = 'Upgrade to Pro', ...props }: Props & { label?: string }) {
  const upgrade = useStartUpgrade();
  if (!useProOnSale()) return <ProUnavailable {...props} />;
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
  const onSale = useProOnSale();
  if (plan !== 'Premium' && !onSale) return <ProUnavailable {...props} />;
  return (
    <Button variant={plan === 'Premium' ? 'outline' : 'brand'} {...props} disabled={manage.isPending || props.disabled} onClick={manage.run}>
      {manage.isPending ? <Spinner className="size-4 text-current" /> : plan === 'Premium' ? <Settings2 aria-hidden /> : <Crown aria-hidden />}
      Manage Subscription
    </Button>
  );
}
