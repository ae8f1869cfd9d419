import { FREE_TRIAL_CREDITS } from '@studyforge/contracts';
import { AudioLines, Zap, Layers3, Mic, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '@/components/ui/card';
import { useProviderError } from '../hooks/use-provider-error';
import { AuthLayout } from './auth-layout';
import { LegalFooter } from './legal-footer';
import { ProviderButtons } from './provider-buttons';
import { ProviderRefusalNotice } from './provider-refusal-notice';
import { SignUpForm } from './sign-up-form';

const BENEFITS: ReadonlyArray<{ icon: LucideIcon; text: string }> = [
  { icon: Zap, text: `${FREE_TRIAL_CREDITS} free credits to start` },
  { icon: Layers3, text: 'AI flashcards and quizzes' },
  { icon: Mic, text: 'Voice tutoring' },
  { icon: AudioLines, text: 'Audio explanations and summaries' },
];

export function SignUpPage() {
  const refusal = useProviderError('Sign up failed', 'Please try again with different information.');
  return (
    <AuthLayout title="Create your account" subtitle="Start your AI-powered learning journey today">
      <title>Create your account · StudyForge</title>
      <Card className="shadow-lifted">
        <CardContent>
          <ProviderRefusalNotice title="Sign up failed" code={refusal} />
          <ProviderButtons dividerLabel="Or create account with email" />
          <SignUpForm />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to="/signin" className="font-semibold text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
      <section
        aria-labelledby="benefits-title"
        data-testid="signup-benefits"
        className="mt-6 rounded-2xl border border-primary/20 bg-primary/5 p-5 dark:bg-primary/10"
      >
        <h2 id="benefits-title" className="text-sm font-semibold">
          Everything you get with your free account
        </h2>
        <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5 text-sm text-muted-foreground">
              <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-card text-primary shadow-xs">
                <Icon className="size-4" aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>
      <LegalFooter action="creating an account" />
    </AuthLayout>
  );
}
