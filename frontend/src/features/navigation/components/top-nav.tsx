import type { CurrentUser } from '@studyforge/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ModeToggle } from '@/components/mode-toggle';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { isNavActive } from '../active-rules';
import { useSyncNavClick } from '../hooks/use-sync-nav-click';
import { TOP_NAV_ITEMS } from '../nav-items';
import { UserMenu } from './user-menu';

interface TopNavProps {
  /** Null while GET /api/auth/user has not answered (the signed-in shell): the account button's place is kept. */
  user: CurrentUser | null;
  /** The credit balance badge (composed by the app from the credits feature). */
  creditBadge: ReactNode;
}

/**
 * The signed-in top bar. From md up it carries the main navigation links; below md the links
 * move to the bottom navigation and the bar keeps the logo, credits, theme toggle and account menu.
 */
export function TopNav({ user, creditBadge }: TopNavProps) {
  const { pathname } = useLocation();
  const onNavClick = useSyncNavClick();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-lg supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" aria-label="StudyForge home" className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex" data-testid="top-nav">
          {TOP_NAV_ITEMS.map((item) => {
            const active = isNavActive(item.key, pathname);
            const Icon = item.icon;
            return (
              <Link
                key={item.key}
                to={item.href}
                onClick={onNavClick(item.href)}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
                  'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                  active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {creditBadge}
          <ModeToggle />
          {user ? <UserMenu user={user} /> : <Skeleton data-testid="user-menu-loading" className="size-9 rounded-full" />}
        </div>
      </div>
    </header>
  );
}
