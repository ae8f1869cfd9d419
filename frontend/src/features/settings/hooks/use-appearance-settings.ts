import { useCallback, useState } from 'react';
import { safeStorage } from '@/lib/storage';
import { APPEARANCE_STORAGE_KEY, readAppearance, type AppearanceSettings } from '../appearance-settings';

/** Language, auto-save and compact mode, saved in localStorage on every change (public/theme-init.js applies compact mode at start). */
export function useAppearanceSettings() {
  const [settings, setSettings] = useState<AppearanceSettings>(() => readAppearance(safeStorage.get(APPEARANCE_STORAGE_KEY)));
  const update = useCallback(<K extends keyof AppearanceSettings>(key: K, value: AppearanceSettings[K]) => {
    setSettings((current) => {
      const next = { ...current, [key]: value };
      safeStorage.set(APPEARANCE_STORAGE_KEY, JSON.stringify(next));
      document.documentElement.classList.toggle('compact', next.compactMode);
      return next;
    });
  }, []);
  return { settings, update };
}
