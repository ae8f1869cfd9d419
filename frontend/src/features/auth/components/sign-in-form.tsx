import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInBody } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { currentUserQueryKey } from '../api/get-current-user';
import { useSignIn } from '../api/sign-in';
import { FormField, fieldA11y } from './form-field';

/** Where a successful sign-in lands (a full page load, spec §4). */
export const AFTER_SIGN_IN_PATH = '/dashboard';
/** Long enough to see the 'Welcome back!' toast before the page reloads. */
const REDIRECT_DELAY_MS = 700;

export function SignInForm() {
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInBody>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const signIn = useSignIn({
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
      setRedirecting(true);
      window.setTimeout(() => {
        window.location.href = AFTER_SIGN_IN_PATH;
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description: errorMessageOf(error, 'Please check your credentials and try again.'),
      });
    },
  });

  const pending = signIn.isPending || redirecting;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))} className="grid gap-5">
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@university.edu"
          readOnly={pending}
          {...fieldA11y('email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          placeholder="Your password"
          readOnly={pending}
          {...fieldA11y('password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={pending}>
        {pending ? <Spinner className="size-4 text-current" /> : <LogIn aria-hidden />}
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
