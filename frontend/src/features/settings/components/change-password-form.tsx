import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, changePasswordBodySchema, type ChangePasswordBody } from '@studyforge/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useChangePassword } from '../api/account-security';
import { SettingsCard } from './settings-card';
import { SettingsField, fieldAria } from './settings-field';

const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { error: authMessages.passwordsDontMatch, path: ['confirmPassword'] });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The current password and a new one with the sign-up rules; every other session ends when it changes. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();
  const submit = form.handleSubmit(({ currentPassword, newPassword }: ChangePasswordBody & { confirmPassword: string }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (reply) => {
          form.reset();
          toast({ title: 'Password changed', description: reply.message });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Failed to change your password. Please try again.') }),
      },
    ),
  );

  return (
    <SettingsCard title="Change Password" description="Changing your password signs you out on every other device.">
      <form className="grid gap-4 md:grid-cols-3" noValidate onSubmit={(event) => void submit(event)} data-testid="change-password-form">
        <SettingsField id="current-password" label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...fieldAria('current-password', errors.currentPassword?.message)} {...form.register('currentPassword')} />
        </SettingsField>
        <SettingsField id="new-password" label="New password" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...fieldAria('new-password', errors.newPassword?.message)} {...form.register('newPassword')} />
        </SettingsField>
        <SettingsField id="confirm-new-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...fieldAria('confirm-new-password', errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
        </SettingsField>
        <div className="md:col-span-3">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner className="size-4 text-primary-foreground" /> : null}
            Change Password
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
