import { API_ENDPOINTS, DEFAULT_PROVIDER_LABELS } from '@studyforge/contracts';
import { SquareTerminal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignInProviders } from '../api/get-sign-in-providers';

/** Where the two third-party sign-ins start (full browser navigations, spec §2 and §7). */
export const PROVIDER_LOGINS = {
  google: { href: API_ENDPOINTS.googleSignIn.path, label: DEFAULT_PROVIDER_LABELS.google },
  platform: { href: API_ENDPOINTS.hostedSignIn.path, label: DEFAULT_PROVIDER_LABELS.oidc },
} as const;

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-[18px]">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

function go(href: string) {
  window.location.href = href;
}

/**
 * The buttons of the providers this server has configured, then the divider before the e-mail form;
 * nothing at all while that is unknown or when no provider is configured (a button must lead to a real sign-in).
 */
export function ProviderButtons({ dividerLabel, disabled }: { dividerLabel: string; disabled?: boolean }) {
  const { data: providers } = useSignInProviders();
  if (!providers?.google.configured && !providers?.oidc.configured) return null;
  return (
    <>
      <div className="grid gap-3">
        {providers.google.configured ? (
          <Button variant="outline" size="lg" className="w-full text-sm" disabled={disabled} onClick={() => go(PROVIDER_LOGINS.google.href)}>
            <GoogleMark />
            {providers.google.label}
          </Button>
        ) : null}
        {providers.oidc.configured ? (
          <Button variant="outline" size="lg" className="w-full text-sm" disabled={disabled} onClick={() => go(PROVIDER_LOGINS.platform.href)}>
            <SquareTerminal className="size-[18px] text-orange-500" aria-hidden />
            {providers.oidc.label}
          </Button>
        ) : null}
      </div>
      <AuthDivider label={dividerLabel} />
    </>
  );
}

export function AuthDivider({ label }: { label: string }) {
  return (
    <div className="relative my-6 flex items-center" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-border" />
      <span className="px-3 text-sm text-muted-foreground">{label}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
