import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH, profileFieldsSchema, type Profile, type ProfileFields, type ProfileFieldsInput } from '@studyforge/contracts';
import { Controller, useForm } from 'react-hook-form';
import { MajorSelect } from '@/components/profile/major-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { profileFieldValues } from '@/lib/profile-fields';
import { useOwnProfile, useUpdateProfileSettings } from '../api/profile-settings';
import { LoadFailure } from './load-failure';
import { SettingsCard } from './settings-card';
import { SettingsField, fieldAria } from './settings-field';

/** Settings › Profile: the profile fields; the e-mail shows but cannot be changed (spec §2). */
export function ProfileSection({ email }: { email: string }) {
  const profile = useOwnProfile();
  if (profile.isPending) {
    return (
      <div className="grid min-h-48 place-items-center" aria-busy="true" aria-label="Loading your profile" data-testid="profile-section-loading">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (profile.isError || !profile.data) return <LoadFailure what="your profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileForm profile={profile.data} email={email} />;
}

function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const form = useForm<ProfileFieldsInput, unknown, ProfileFields>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: profileFieldValues(profile),
  });
  const { errors } = form.formState;
  const update = useUpdateProfileSettings();
  const submit = form.handleSubmit((fields) =>
    update.mutate(
      { ...fields, email },
      {
        onSuccess: (saved) => {
          form.reset({ ...fields, major: saved.major ?? '', school: saved.school ?? '', country: saved.country ?? '', bio: saved.bio ?? '' });
          toast({ title: 'Profile updated', description: 'Your profile has been saved.' });
        },
        onError: (error) => {
          // The server's reason beside the field it is about (a username taken by someone else).
          if (isApiError(error) && error.code === 'CONFLICT' && error.serverMessage) form.setError('username', { message: error.serverMessage });
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to update profile. Please try again.' });
        },
      },
    ),
  );

  const text = (name: 'firstName' | 'lastName' | 'username' | 'school' | 'country', label: string, autoComplete?: string) => (
    <SettingsField id={`profile-${name}`} label={label} error={errors[name]?.message}>
      <Input autoComplete={autoComplete} {...fieldAria(`profile-${name}`, errors[name]?.message)} {...form.register(name)} />
    </SettingsField>
  );

  return (
    <SettingsCard title="Profile Information" description="How other students see you on StudyForge." testId="profile-section">
      <form className="grid gap-5 sm:grid-cols-2" noValidate onSubmit={(event) => void submit(event)}>
        {text('firstName', 'First Name', 'given-name')}
        {text('lastName', 'Last Name', 'family-name')}
        <SettingsField id="profile-email" label="Email" note="Email cannot be changed" className="sm:col-span-2">
          <Input type="email" value={email} disabled readOnly {...fieldAria('profile-email', undefined, 'Email cannot be changed')} />
        </SettingsField>
        {text('username', 'Username', 'username')}
        <SettingsField id="profile-major" label="Major" error={errors.major?.message}>
          <Controller
            control={form.control}
            name="major"
            render={({ field }) => (
              <MajorSelect id="profile-major" value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} invalid={Boolean(errors.major)} />
            )}
          />
        </SettingsField>
        {text('school', 'School', 'organization')}
        {text('country', 'Country', 'country-name')}
        <SettingsField id="profile-bio" label="Bio" error={errors.bio?.message} note={`Up to ${BIO_MAX_LENGTH} characters.`} className="sm:col-span-2">
          <Textarea rows={4} maxLength={BIO_MAX_LENGTH} {...fieldAria('profile-bio', errors.bio?.message)} {...form.register('bio')} />
        </SettingsField>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={update.isPending} data-testid="profile-save">
            {update.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
