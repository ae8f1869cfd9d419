import type { CurrentUser } from '@studyforge/contracts';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fullNameOf, initialsOf } from '@/lib/format';

/** Where Logout sends the browser: the server ends the session and redirects to /. */
export const LOGOUT_URL = '/api/logout';

type MenuUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;

export function UserAvatar({ user, className }: { user: MenuUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback data-testid="avatar-initials">{initialsOf(user.firstName, user.lastName)}</AvatarFallback>
    </Avatar>
  );
}

/** Avatar button with the account menu: name and email, View Profile, Settings, Logout. */
export function UserMenu({ user }: { user: MenuUser }) {
  const name = fullNameOf(user.firstName, user.lastName, 'Your account');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full ring-offset-2 ring-offset-background transition-shadow outline-none hover:ring-2 hover:ring-primary/30 focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
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
