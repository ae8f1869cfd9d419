import { isProviderSignInErrorCode, providerSignInErrors } from '@studyforge/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';

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
    toast({ variant: 'destructive', title, description: isProviderSignInErrorCode(authError) ? providerSignInErrors[authError] : fallback });
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
