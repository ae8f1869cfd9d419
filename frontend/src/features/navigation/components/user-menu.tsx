import { useRef, useState, type SyntheticEvent } from 'react';
import { UserAvatar, type MenuUser } from './user-avatar';
import { ACCOUNT_MENU_LABEL, menuIntentOf, USER_MENU_TRIGGER_CLASS } from './user-menu-parts';

export { LOGOUT_URL } from './user-menu-parts';
export { UserAvatar } from './user-avatar';

const loadDropdown = () => import('./user-menu-dropdown');

type Dropdown = Awaited<ReturnType<typeof loadDropdown>>['UserMenuDropdown'];

/**
 * Avatar button with the account menu: name and email, View Profile, Settings, Logout. The menu's
 * code (Radix DropdownMenu, floating-ui) loads on first use, so the frame paints with a plain button:
 * pointing at it or focusing it fetches the menu, pressing it (pointer, click or Enter/Space/arrows)
 * opens the menu as soon as its code is there.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const [dropdown, setDropdown] = useState<{ Menu: Dropdown; open: boolean; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const loading = useRef(false);

  const onEvent = (event: SyntheticEvent) => {
    const intent = menuIntentOf(event.nativeEvent as Event & { button?: number; ctrlKey?: boolean; key?: string });
    if (!intent) return;
    if (intent === 'open') {
      wantsOpen.current = true;
      event.preventDefault();
    }
    if (loading.current) return;
    loading.current = true;
    void loadDropdown().then(({ UserMenuDropdown }) =>
      setDropdown({ Menu: UserMenuDropdown, open: wantsOpen.current, focus: document.activeElement === button.current }),
    );
  };

  if (dropdown) return <dropdown.Menu user={user} defaultOpen={dropdown.open} focusTrigger={dropdown.focus} />;
  return (
    <button
      ref={button}
      type="button"
      aria-label={ACCOUNT_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={USER_MENU_TRIGGER_CLASS}
      onPointerEnter={onEvent}
      onPointerDown={onEvent}
      onFocus={onEvent}
      onKeyDown={onEvent}
      onClick={onEvent}
    >
      <UserAvatar user={user} />
    </button>
  );
}
