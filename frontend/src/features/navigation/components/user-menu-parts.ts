/** Where Logout sends the browser: the server ends the session and redirects to /. */
export const LOGOUT_URL = '/api/logout';

export const ACCOUNT_MENU_LABEL = 'Account menu';

export const USER_MENU_TRIGGER_CLASS =
  'rounded-full ring-offset-2 ring-offset-background transition-shadow outline-none hover:ring-2 hover:ring-primary/30 focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** What an event on the account menu's plain button asks for: open the menu, fetch its code ahead, or nothing. */
export type MenuIntent = 'open' | 'preload' | null;

/** The keys that open a menu button (WAI-ARIA menu button pattern), as Radix's trigger does. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * How the plain button reads an event: a primary-button press, a click (assistive technology) or an
 * opening key opens the menu; the pointer coming over it or the focus arriving fetches the menu's code.
 */
export function menuIntentOf(event: { type: string; button?: number; ctrlKey?: boolean; key?: string }): MenuIntent {
  switch (event.type) {
    case 'pointerdown':
      return event.button === 0 && !event.ctrlKey ? 'open' : 'preload';
    case 'click':
      return 'open';
    case 'keydown':
      return event.key !== undefined && OPENING_KEYS.has(event.key) ? 'open' : null;
    case 'pointerenter':
    case 'focus':
      return 'preload';
    default:
      return null;
  }
}
