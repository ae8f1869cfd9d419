import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useProviderError } from '../hooks/use-provider-error';
import { AuthLayout } from './auth-layout';
import { LegalFooter } from './legal-footer';
import { ProviderButtons } from './provider-buttons';
import { ProviderRefusalNotice } from './provider-refusal-notice';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const refusal = useProviderError('Sign in failed', 'Please check your credentials and try again.');
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your learning journey">
      <title>Sign in · StudyForge</title>
      <Card className="shadow-lifted">
        <CardHeader className="items-center text-center">
          <CardTitle as="h2" className="text-xl">
            Sign in to your account
          </CardTitle>
        </CardHeader>
        <CardContent className="pt-5">
          <ProviderRefusalNotice title="Sign in failed" code={refusal} />
          <ProviderButtons dividerLabel="Or continue with email" />
          <SignInForm />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Don&apos;t have an account?{' '}
            <Link to="/signup" className="font-semibold text-primary hover:underline">
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
      <LegalFooter action="signing in" />
    </AuthLayout>
  );
}
