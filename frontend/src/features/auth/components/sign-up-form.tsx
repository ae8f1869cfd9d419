import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema, type SignUpForm as SignUpFormValues } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { currentUserQueryKey } from '../api/get-current-user';
import { useSignUp } from '../api/sign-up';
import { FormField, fieldA11y } from './form-field';

const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

export function SignUpForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof signUpFormSchema>, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', agreeToTerms: false },
  });
  const { errors } = form.formState;

  const signUp = useSignUp({
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast({ title: 'Account created successfully!', description: 'Please check your email to verify your account.' });
      navigate('/signin');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Sign up failed',
        description: errorMessageOf(error, 'Please try again with different information.'),
      });
    },
  });

  const pending = signUp.isPending;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField id="firstName" label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" placeholder="Ada" readOnly={pending} {...fieldA11y('firstName', errors.firstName?.message)} {...form.register('firstName')} />
        </FormField>
        <FormField id="lastName" label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" placeholder="Lovelace" readOnly={pending} {...fieldA11y('lastName', errors.lastName?.message)} {...form.register('lastName')} />
        </FormField>
      </div>
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
      <FormField id="password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Create a password"
          readOnly={pending}
          {...fieldA11y('password', errors.password?.message, PASSWORD_HINT)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Type it again"
          showLabel="Show confirm password"
          hideLabel="Hide confirm password"
          readOnly={pending}
          {...fieldA11y('confirmPassword', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="agreeToTerms"
            render={({ field }) => (
              <Checkbox
                id="agreeToTerms"
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={pending}
                className="mt-0.5"
                aria-invalid={errors.agreeToTerms ? true : undefined}
                aria-describedby={errors.agreeToTerms ? 'agreeToTerms-error' : undefined}
              />
            )}
          />
          <Label htmlFor="agreeToTerms" className="text-sm leading-snug font-normal text-muted-foreground">
            <span>
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-primary hover:underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-primary hover:underline">
                Privacy Policy
              </Link>
            </span>
          </Label>
        </div>
        {errors.agreeToTerms ? (
          <p id="agreeToTerms-error" data-testid="agreeToTerms-error" className="text-sm font-medium text-destructive">
            {errors.agreeToTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="brand" size="lg" className="mt-1 w-full" disabled={pending}>
        {pending ? <Spinner className="size-4 text-current" /> : <UserPlus aria-hidden />}
        {pending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
