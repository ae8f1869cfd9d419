import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Click handler for navigation-bar links: a plain left click navigates with `flushSync`, so the
 * new active entry (aria-current) is committed in the same task as the URL change instead of in a
 * later transition. Modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function useSyncNavClick() {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
        return;
      }
      event.preventDefault();
      void navigate(href, { flushSync: true });
    },
    [navigate],
  );
}
