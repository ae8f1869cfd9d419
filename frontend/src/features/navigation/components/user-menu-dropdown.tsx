import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fullNameOf } from '@/lib/format';
import { UserAvatar, type MenuUser } from './user-avatar';
import { ACCOUNT_MENU_LABEL, LOGOUT_URL, USER_MENU_TRIGGER_CLASS } from './user-menu-parts';

/**
 * The account menu itself (Radix DropdownMenu and floating-ui): loaded on first use by {@link UserMenu}
 * and drawn in place of its plain button, open when the student asked to open it, with the focus kept.
 */
export function UserMenuDropdown({ user, defaultOpen, focusTrigger }: { user: MenuUser; defaultOpen: boolean; focusTrigger: boolean }) {
  const name = fullNameOf(user.firstName, user.lastName, 'Your account');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only when it replaces the plain button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} aria-label={ACCOUNT_MENU_LABEL} className={USER_MENU_TRIGGER_CLASS}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar user={user} className="size-10" />
          <span className="grid min-w-0">
            <span className="truncate font-semibold" data-testid="user-menu-name">
              {name}
            </span>
            <span className="truncate text-xs font-normal text-muted-foreground" data-testid="user-menu-email">
              {user.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            View Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => {
            window.location.href = LOGOUT_URL;
          }}
        >
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
