import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { safeStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  ThemeContext,
  isTheme,
  type ResolvedTheme,
  type Theme,
  type ThemeState,
} from './theme-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the server renders with: no stored choice, and no OS preference to read. */
const SERVER_THEME = { theme: DEFAULT_THEME, resolvedTheme: 'light' } as const;

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined') return SERVER_THEME.resolvedTheme;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

interface ThemeProviderProps {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
}

/**
 * Light, dark or system (spec §3, §4). The choice is kept in localStorage under 'vite-ui-theme';
 * 'system' follows the OS preference live. The resolved theme is a class on <html>.
 */
export function ThemeProvider({ children, defaultTheme = DEFAULT_THEME, storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => {
    const stored = safeStorage.get(storageKey);
    return isTheme(stored) ? stored : defaultTheme;
  });
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    onChange(); // in case the preference changed between the first render and now
    return () => media.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme: ResolvedTheme = theme === 'system' ? system : theme;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolvedTheme);
    root.style.colorScheme = resolvedTheme;
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', resolvedTheme === 'dark' ? '#17162b' : '#4f46e5');
  }, [resolvedTheme]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && isTheme(event.newValue)) setThemeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const setTheme = useCallback(
    (next: Theme) => {
      safeStorage.set(storageKey, next);
      setThemeState(next);
    },
    [storageKey],
  );

  // Hydrating the prerendered landing page: first the server's values (the markup holds them), then the real ones.
  const hydrated = useHydrated();
  const shown = hydrated ? { theme, resolvedTheme } : SERVER_THEME;
  const value = useMemo<ThemeState>(() => ({ theme: shown.theme, resolvedTheme: shown.resolvedTheme, setTheme }), [shown.theme, shown.resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
