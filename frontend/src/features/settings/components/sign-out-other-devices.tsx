import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useSignOutOtherDevices } from '../api/account-security';
import { SettingsCard } from './settings-card';

/** Ends every session of the account but this one. */
export function SignOutOtherDevices() {
  const signOut = useSignOutOtherDevices();
  return (
    <SettingsCard title="Other Devices" description="Signed in on a shared or lost device? End every session but this one.">
      <Button
        variant="outline"
        data-testid="sign-out-other-devices"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: (reply) => toast({ title: 'Signed out elsewhere', description: reply.message }),
            onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Failed to sign out other devices. Please try again.') }),
          })
        }
      >
        {signOut.isPending ? <Spinner className="size-4" /> : <LogOut aria-hidden />}
        Sign out of other devices
      </Button>
    </SettingsCard>
  );
}
