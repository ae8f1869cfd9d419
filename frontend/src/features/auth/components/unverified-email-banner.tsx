import type { CurrentUser } from '@studyforge/contracts';
import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button';

/** The slim bar over the signed-in app until the student has opened their verification link. */
export function UnverifiedEmailBanner({ user }: { user: Pick<CurrentUser, 'email' | 'emailVerified'> }) {
  if (user.emailVerified) return null;
  return (
    <aside aria-label="Email verification" className="border-b border-warning/30 bg-warning/10 text-sm" data-testid="unverified-email-banner">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5">
        <p className="flex min-w-0 items-center gap-2">
          <MailWarning aria-hidden className="size-4 shrink-0 text-warning" />
          <span className="min-w-0">
            Please verify your email address: we sent a link to <strong className="break-all font-semibold">{user.email}</strong>.
          </span>
        </p>
        <ResendVerificationButton variant="ghost" size="sm" className="h-7 px-2" />
      </div>
    </aside>
  );
}
