/** The appearance choices kept in this browser beside the theme (spec §3); the theme has its own key, 'vite-ui-theme'. */
export const APPEARANCE_STORAGE_KEY = 'studyforge-appearance';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'zh', label: '中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

export interface AppearanceSettings {
  language: Language;
  autoSave: boolean;
  compactMode: boolean;
}

export const DEFAULT_APPEARANCE: AppearanceSettings = { language: 'en', autoSave: true, compactMode: false };

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.value === value);
}

/** What was stored, with each unreadable or missing value at its default. */
export function readAppearance(raw: string | null): AppearanceSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return {
    language: isLanguage(stored.language) ? stored.language : DEFAULT_APPEARANCE.language,
    autoSave: typeof stored.autoSave === 'boolean' ? stored.autoSave : DEFAULT_APPEARANCE.autoSave,
    compactMode: typeof stored.compactMode === 'boolean' ? stored.compactMode : DEFAULT_APPEARANCE.compactMode,
  };
}
