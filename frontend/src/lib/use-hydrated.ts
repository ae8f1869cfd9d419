import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (the landing page prerendered at build time) and while it
 * hydrates that markup, true on every other render: what depends on the browser (storage, the OS
 * theme) renders as the server did until hydration is done, then as it should, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
