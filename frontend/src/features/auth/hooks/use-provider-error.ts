import { authMessages } from '@studyforge/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';

/** What the server puts in `?authError=` when a third-party sign-in cannot go ahead. */
const PROVIDER_ERRORS: Record<string, string> = {
  'provider-not-configured': authMessages.providerNotConfigured,
};

/**
 * Shows the `?authError=` the server redirected with, once, as a destructive toast, then removes
 * the parameter so a reload or a shared link does not show it again.
 */
export function useProviderError(title: string, fallback: string): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useRef(false);
  const authError = searchParams.get('authError');

  useEffect(() => {
    if (!authError || shown.current) return;
    shown.current = true;
    toast({ variant: 'destructive', title, description: PROVIDER_ERRORS[authError] ?? fallback });
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('authError');
        return next;
      },
      { replace: true },
    );
  }, [authError, fallback, setSearchParams, title]);
}
