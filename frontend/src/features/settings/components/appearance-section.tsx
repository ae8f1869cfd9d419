import { Monitor, Moon, Sun } from 'lucide-react';
import { isTheme, useTheme, type Theme } from '@/components/theme-context';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LANGUAGES, type Language } from '../appearance-settings';
import { useAppearanceSettings } from '../hooks/use-appearance-settings';
import { SettingSwitchRow } from './setting-switch-row';
import { SettingsCard } from './settings-card';
import { SettingsField } from './settings-field';

const THEMES: Array<{ value: Theme; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Settings › Appearance: theme, language, compact mode and auto-save, all kept in this browser (spec §3). */
export function AppearanceSection() {
  const { theme, setTheme } = useTheme();
  const { settings, update } = useAppearanceSettings();
  return (
    <SettingsCard title="Appearance" description="How StudyForge looks in this browser. Saved on this device only.">
      <fieldset>
        <legend className="mb-3 text-sm font-medium">Theme</legend>
        <RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)} className="grid grid-cols-3 gap-3" aria-label="Theme" data-testid="appearance-theme">
          {THEMES.map(({ value, label, icon: Icon }) => (
            <RadioCard key={value} value={value} data-testid={`appearance-theme-${value}`} className="flex flex-col items-center gap-2 p-4">
              <Icon className="size-5" aria-hidden />
              {label}
            </RadioCard>
          ))}
        </RadioGroup>
      </fieldset>
      <SettingsField id="appearance-language" label="Language" note="StudyForge is in English for now; your choice is kept for when more languages arrive." className="mt-6 max-w-sm">
        <Select value={settings.language} onValueChange={(value) => update('language', value as Language)}>
          <SelectTrigger id="appearance-language" data-testid="appearance-language" aria-describedby="appearance-language-note">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGES.map((language) => (
              <SelectItem key={language.value} value={language.value}>
                {language.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SettingsField>
      <div className="mt-6 divide-y border-t pt-4">
        <SettingSwitchRow
          id="appearance-compactMode"
          label="Compact Mode"
          description="Smaller text and spacing, so more fits on the screen."
          checked={settings.compactMode}
          onCheckedChange={(checked) => update('compactMode', checked)}
        />
        <SettingSwitchRow
          id="appearance-autoSave"
          label="Auto-save"
          description="Remember your preference for saving your work as you go."
          checked={settings.autoSave}
          onCheckedChange={(checked) => update('autoSave', checked)}
        />
      </div>
    </SettingsCard>
  );
}
