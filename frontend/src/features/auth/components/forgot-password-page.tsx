import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@studyforge/contracts';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useForgotPassword } from '../api/account';
import { AuthLayout } from './auth-layout';
import { FormField, fieldA11y } from './form-field';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const form = useForm<z.input<typeof forgotPasswordBodySchema>, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const forgot = useForgotPassword({
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not send the link', description: errorMessageOf(error, 'Please try again in a moment.') }),
  });

  return (
    <AuthLayout title="Forgot your password?" subtitle="We'll email you a link to choose a new one">
      <title>Forgot password · StudyForge</title>
      <Card className="shadow-lifted">
        {forgot.isSuccess ? (
          <CardContent className="grid justify-items-center gap-4 py-8 text-center" aria-live="polite">
            <MailCheck aria-hidden className="size-12 text-success" />
            <h2 className="text-xl font-semibold">Check your email</h2>
            <p className="text-muted-foreground">{forgot.data.message}</p>
            <p className="text-sm text-muted-foreground">The link works once and expires in 1 hour.</p>
          </CardContent>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <CardTitle as="h2" className="text-xl">
                Reset your password
              </CardTitle>
            </CardHeader>
            <CardContent className="pt-5">
              <form noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))} className="grid gap-5">
                <FormField id="email" label="Email" error={errors.email?.message}>
                  <Input
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@university.edu"
                    readOnly={forgot.isPending}
                    {...fieldA11y('email', errors.email?.message)}
                    {...form.register('email')}
                  />
                </FormField>
                <Button type="submit" variant="brand" size="lg" className="w-full" disabled={forgot.isPending}>
                  {forgot.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
                  {forgot.isPending ? 'Sending link...' : 'Send reset link'}
                </Button>
              </form>
            </CardContent>
          </>
        )}
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
