import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, resetPasswordFormSchema, type ResetPasswordForm } from '@studyforge/contracts';
import { KeyRound, MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useResetPassword } from '../api/account';
import { LINK_PROBLEM_TITLES, linkProblemOf } from '../link-problem';
import { AuthLayout } from './auth-layout';
import { FormField, fieldA11y } from './form-field';

/** /reset-password?token=…: a new password with the sign-up rules; success goes to /signin with a toast. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    onSuccess: (reply) => {
      toast({ title: 'Password reset', description: reply.message });
      navigate('/signin', { replace: true });
    },
  });
  const problem = !token ? 'invalid' : reset.isError ? linkProblemOf(reset.error) : null;

  return (
    <AuthLayout title="Choose a new password" subtitle="Setting a new password signs you out everywhere">
      <title>Reset password · StudyForge</title>
      <Card className="shadow-lifted">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2" className="text-xl">
            Reset your password
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 pt-5">
          {problem ? (
            <Alert variant={problem === 'other' ? 'destructive' : 'default'}>
              <MailWarning aria-hidden />
              <AlertTitle>{LINK_PROBLEM_TITLES[problem]}</AlertTitle>
              <AlertDescription>
                {token ? errorMessageOf(reset.error, 'Please try again in a moment.') : accountMessages.tokenMissing}{' '}
                {problem !== 'other' ? (
                  <Link to="/forgot-password" className="font-semibold text-primary underline-offset-2 hover:underline">
                    Request a new link
                  </Link>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          {token && problem !== 'used' && problem !== 'expired' && problem !== 'invalid' ? (
            <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate({ token, password: values.password }))} className="grid gap-5">
              <FormField id="password" label="New password" error={errors.password?.message}>
                <PasswordInput
                  autoComplete="new-password"
                  placeholder="At least 8 characters"
                  readOnly={reset.isPending}
                  {...fieldA11y('password', errors.password?.message)}
                  {...form.register('password')}
                />
              </FormField>
              <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
                <PasswordInput
                  autoComplete="new-password"
                  placeholder="Type it again"
                  readOnly={reset.isPending}
                  {...fieldA11y('confirmPassword', errors.confirmPassword?.message)}
                  {...form.register('confirmPassword')}
                />
              </FormField>
              <Button type="submit" variant="brand" size="lg" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? <Spinner className="size-4 text-current" /> : <KeyRound aria-hidden />}
                {reset.isPending ? 'Resetting password...' : 'Reset password'}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to="/signin" className="font-semibold text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
