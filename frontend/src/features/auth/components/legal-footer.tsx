import { Link } from 'react-router-dom';

/** Links to /terms and /privacy under the sign-in and sign-up cards. */
export function LegalFooter({ action }: { action: string }) {
  return (
    <p className="mt-6 text-center text-xs leading-relaxed text-muted-foreground">
      By {action}, you agree to our{' '}
      <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
