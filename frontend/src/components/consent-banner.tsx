import { Cookie, X } from 'lucide-react';
import { useState } from 'react';
import { safeStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';

export const CONSENT_STORAGE_KEY = 'studyforge-cookie-notice-dismissed';

/**
 * The consent-banner area (spec §2): always present. StudyForge sets one essential cookie, the
 * session, so this is a notice rather than a choice; dismissing it is remembered.
 */
export function ConsentBanner() {
  const [dismissedBefore, setDismissed] = useState(() => safeStorage.get(CONSENT_STORAGE_KEY) === '1');
  // The prerendered landing page holds the banner; until it is hydrated theme-init.js hides it by CSS
  // for a visitor who dismissed it.
  const dismissed = useHydrated() && dismissedBefore;

  return (
    <div id="consent-banner-area" data-testid="consent-banner-area">
      {dismissed ? null : (
        <section
          aria-label="Cookie notice"
          data-testid="consent-banner"
          className="border-b bg-secondary/70 text-secondary-foreground"
        >
          <div className="container-page flex items-center gap-3 py-2 text-xs sm:text-sm">
            <Cookie className="size-4 shrink-0 text-primary" aria-hidden />
            <p className="min-w-0 flex-1">
              StudyForge uses one essential cookie to keep you signed in. No ads, no tracking.
            </p>
            <button
              type="button"
              onClick={() => {
                safeStorage.set(CONSENT_STORAGE_KEY, '1');
                setDismissed(true);
              }}
              className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-semibold text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Got it
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
