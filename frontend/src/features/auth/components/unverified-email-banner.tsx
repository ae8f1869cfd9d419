import type { CurrentUser } from '@studyforge/contracts';
import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * The slim bar over the signed-in app until the student has opened their verification link: one line
 * and its button, so it stays smaller than the dashboard's first block of text. On a phone the sentence
 * is only "Verify" and the address (so the address shows); cut short with an ellipsis where even that is
 * too long, whole in its tooltip.
 */
export function UnverifiedEmailBanner({ user }: { user: Pick<CurrentUser, 'email' | 'emailVerified'> }) {
  if (user.emailVerified) return null;
  return (
    <aside aria-label="Email verification" className="border-b border-warning/30 bg-warning/10 text-sm" data-testid="unverified-email-banner">
      <div className="container-page flex items-center justify-between gap-3 py-1">
        <p className="flex min-w-0 items-center gap-2" data-testid="unverified-email-banner-text">
          <MailWarning aria-hidden className="size-4 shrink-0 text-warning" />
          <span className="min-w-0 truncate" title={`Please verify your email address: we sent a link to ${user.email}.`}>
            <span className="sm:hidden">Verify </span>
            <span className="hidden sm:inline">Please verify your email address: we sent a link to </span>
            <strong className="font-semibold">{user.email}</strong>
            <span className="hidden sm:inline">.</span>
          </span>
        </p>
        <ResendVerificationButton variant="ghost" size="sm" className="h-7 shrink-0 px-2" shortOnPhones />
      </div>
    </aside>
  );
}
