import { PROFILE_VISIBILITIES, type PrivacyPatch, type ProfileVisibility } from '@studyforge/contracts';
import { Globe, Lock, Users } from 'lucide-react';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/privacy-settings';
import { ChangePasswordForm } from './change-password-form';
import { LoadFailure } from './load-failure';
import { SettingSwitchRow } from './setting-switch-row';
import { SettingsCard } from './settings-card';
import { SignOutOtherDevices } from './sign-out-other-devices';

const VISIBILITY: Record<ProfileVisibility, { label: string; description: string; icon: typeof Globe }> = {
  public: { label: 'Public', description: 'Every signed-in student can see your profile.', icon: Globe },
  followers: { label: 'Followers', description: 'Others see only your name, username and avatar until you approve their request to follow you.', icon: Users },
  private: { label: 'Private', description: 'Only you see your profile; to others it is not found.', icon: Lock },
};

const SWITCHES = [
  { key: 'showProgress', label: 'Show Progress', description: 'Let others see your stats, decks, quizzes and progress.' },
  { key: 'showAchievements', label: 'Show Achievements', description: 'Let others see your day streak.' },
  { key: 'allowMessages', label: 'Allow Messages', description: 'Let other students send you messages.' },
] as const;

/** Settings › Privacy & Security: who sees the profile (enforced by the server), the password, other devices. */
export function PrivacySection() {
  return (
    <div className="grid gap-6">
      <PrivacySettingsCard />
      <ChangePasswordForm />
      <SignOutOtherDevices />
    </div>
  );
}

function PrivacySettingsCard() {
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  const change = (patch: PrivacyPatch) =>
    update.mutate(patch, {
      onSuccess: () => toast({ title: 'Privacy updated', description: 'Your privacy settings are saved.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Failed to update privacy settings. Please try again.') }),
    });

  if (settings.isPending) {
    return (
      <div className="rounded-2xl border bg-card p-6" aria-busy="true" aria-label="Loading privacy settings">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-5 h-20 w-full" />
        <Skeleton className="mt-4 h-12 w-full" />
      </div>
    );
  }
  if (settings.isError || !settings.data) return <LoadFailure what="your privacy settings" error={settings.error} onRetry={() => void settings.refetch()} />;

  const current = settings.data;
  return (
    <SettingsCard title="Privacy" description="Who can see your profile and what they see. Each change is saved at once.">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Profile Visibility</legend>
        <RadioGroup
          value={current.profileVisibility}
          onValueChange={(value) => change({ profileVisibility: value as ProfileVisibility })}
          className="grid gap-3 md:grid-cols-3"
          aria-label="Profile Visibility"
          data-testid="privacy-visibility"
        >
          {PROFILE_VISIBILITIES.map((visibility) => {
            const { label, description, icon: Icon } = VISIBILITY[visibility];
            return (
              <RadioCard key={visibility} value={visibility} data-testid={`privacy-visibility-${visibility}`} className="flex items-start gap-3 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span className="grid gap-1">
                  <span>{label}</span>
                  <span className="text-xs font-normal text-muted-foreground">{description}</span>
                </span>
              </RadioCard>
            );
          })}
        </RadioGroup>
      </fieldset>
      <div className="mt-6 divide-y border-t pt-4">
        {SWITCHES.map(({ key, label, description }) => (
          <SettingSwitchRow
            key={key}
            id={`privacy-${key}`}
            label={label}
            description={description}
            checked={current[key]}
            onCheckedChange={(checked) => change({ [key]: checked })}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
