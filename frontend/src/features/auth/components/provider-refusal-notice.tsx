import { providerSignInErrors, type ProviderSignInErrorCode } from '@studyforge/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

interface ProviderRefusalNoticeProps {
  title: string;
  code: ProviderSignInErrorCode | null;
}

/** A provider sign-in refused until the student takes a step, with the way to take it where there is one. */
export function ProviderRefusalNotice({ title, code }: ProviderRefusalNoticeProps) {
  if (!code) return null;
  return (
    <Alert variant="destructive" className="mb-5" data-testid="provider-refusal">
      <ShieldAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {providerSignInErrors[code]}{' '}
        {code === 'account-not-verified' ? (
          <Link to="/forgot-password" className="font-semibold text-primary underline-offset-2 hover:underline">
            Reset your password
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
