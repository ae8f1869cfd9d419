import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { isNavActive } from '../active-rules';
import { useSyncNavClick } from '../hooks/use-sync-nav-click';
import { BOTTOM_NAV_ITEMS } from '../nav-items';

/** Mobile bottom navigation: below md only (spec §2). */
export function BottomNav() {
  const { pathname } = useLocation();
  const onNavClick = useSyncNavClick();
  return (
    <nav
      aria-label="Mobile"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {BOTTOM_NAV_ITEMS.map((item) => {
          const active = isNavActive(item.key, pathname);
          const Icon = item.icon;
          return (
            <li key={item.key} className="flex">
              <Link
                to={item.href}
                onClick={onNavClick(item.href)}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'relative flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors',
                  'focus-visible:bg-accent focus-visible:outline-none',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'grid h-7 w-12 place-items-center rounded-full transition-colors',
                    active && 'bg-primary/12',
                  )}
                >
                  <Icon className="size-5" strokeWidth={active ? 2.4 : 2} aria-hidden />
                </span>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
