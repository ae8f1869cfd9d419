import { isProviderSignInErrorCode, providerSignInErrors, type ProviderSignInErrorCode } from '@studyforge/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';

/** Refusals the student has to act on before trying again: they stay on the page (provider-refusal-notice.tsx) instead of passing in a toast. */
const LASTING_REFUSALS: ReadonlySet<ProviderSignInErrorCode> = new Set(['account-not-verified', 'email-not-verified']);

/**
 * Shows the `?authError=` the server redirected with, once, then removes the parameter so a reload or a
 * shared link does not show it again: a destructive toast, or, for a refusal that asks for a step first,
 * the code the page shows as a lasting notice.
 */
export function useProviderError(title: string, fallback: string): ProviderSignInErrorCode | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useRef(false);
  const [lasting, setLasting] = useState<ProviderSignInErrorCode | null>(null);
  const authError = searchParams.get('authError');

  useEffect(() => {
    if (!authError || shown.current) return;
    shown.current = true;
    if (isProviderSignInErrorCode(authError) && LASTING_REFUSALS.has(authError)) setLasting(authError);
    else toast({ variant: 'destructive', title, description: isProviderSignInErrorCode(authError) ? providerSignInErrors[authError] : fallback });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('authError');
        return next;
      },
      { replace: true },
    );
  }, [authError, fallback, setSearchParams, title]);

  return lasting;
}
