import { Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme } from './theme-context';
import { Button } from './ui/button';

/** Switches between light and dark (from 'system' it switches to the opposite of what shows). */
export function ModeToggle({ className }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      data-theme-state={resolvedTheme}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className={cn('rounded-full text-muted-foreground hover:text-foreground', className)}
    >
      <Sun className="size-5 scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0" aria-hidden />
    </Button>
  );
}
