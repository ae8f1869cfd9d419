import { accountMessages } from '@studyforge/contracts';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-client';
import { useVerifyEmail } from '../api/account';
import { useAuth } from '../hooks/use-auth';
import { LINK_PROBLEM_TITLES, linkProblemOf } from '../link-problem';
import { AuthLayout } from './auth-layout';
import { ResendVerificationButton } from './resend-verification-button';

/** /verify-email?token=…: opens the verification link once and says how it went; signs nothing in. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const problem = !token ? 'invalid' : verify.isError ? linkProblemOf(verify.error) : null;
  const message = !token ? accountMessages.tokenMissing : errorMessageOf(verify.error, 'Please try again in a moment.');
  const home = user ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/signin', label: 'Sign in' };

  return (
    <AuthLayout title="Email verification" subtitle="Confirming the address of your StudyForge account">
      <title>Verify your email · StudyForge</title>
      <Card className="shadow-lifted">
        <CardContent className="grid justify-items-center gap-4 py-8 text-center" aria-live="polite">
          {verify.isSuccess ? (
            <>
              <CheckCircle2 aria-hidden className="size-12 text-success" />
              <h2 className="text-xl font-semibold">Email verified</h2>
              <p className="text-muted-foreground">{verify.data.message}</p>
              <Button asChild variant="brand" size="lg">
                <Link to={home.to}>{home.label}</Link>
              </Button>
            </>
          ) : problem ? (
            <>
              <MailWarning aria-hidden className="size-12 text-destructive" />
              <h2 className="text-xl font-semibold">{LINK_PROBLEM_TITLES[problem]}</h2>
              <p className="text-muted-foreground">{message}</p>
              {user && !user.emailVerified && problem !== 'other' ? (
                <ResendVerificationButton variant="brand" />
              ) : (
                <Button asChild variant="outline">
                  <Link to={home.to}>{home.label}</Link>
                </Button>
              )}
            </>
          ) : (
            <>
              <Spinner className="size-8" />
              <p className="text-muted-foreground">Verifying your email address...</p>
            </>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
