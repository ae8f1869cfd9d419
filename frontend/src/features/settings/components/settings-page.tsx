import type { CurrentUser } from '@studyforge/contracts';
import { Bell, CreditCard, Download, Palette, Shield, UserRound, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { AppearanceSection } from './appearance-section';
import { DataExportSection } from './data-export-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { SubscriptionSection, type SubscriptionSectionProps } from './subscription-section';

export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'privacy', label: 'Privacy & Security', icon: Shield },
  { id: 'subscription', label: 'Subscription', icon: CreditCard },
  { id: 'appearance', label: 'Appearance', icon: Palette },
  { id: 'data', label: 'Data & Export', icon: Download },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: LucideIcon }>;
type SectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

interface SettingsPageProps {
  user: CurrentUser | null;
  credits: number | null;
  prices: SubscriptionSectionProps['prices'];
}

/** /settings: a side menu of six sections that switch on the page, starting on Profile (spec §2, §4). */
export function SettingsPage({ user, credits, prices }: SettingsPageProps) {
  const [section, setSection] = useState<SectionId>('profile');
  if (!user) {
    return (
      <div className="grid min-h-[50vh] place-items-center" aria-busy="true" aria-label="Loading settings">
        <Spinner className="size-8" />
      </div>
    );
  }
  const panels: Record<SectionId, ReactNode> = {
    profile: <ProfileSection email={user.email} />,
    notifications: <NotificationsSection />,
    privacy: <PrivacySection />,
    subscription: <SubscriptionSection plan={user.plan} credits={credits} prices={prices} />,
    appearance: <AppearanceSection />,
    data: <DataExportSection />,
  };

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0">
      <title>Settings · StudyForge</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage your account, notifications and preferences.</p>
      </header>
      <Tabs.Root
        value={section}
        onValueChange={(value) => setSection(value as SectionId)}
        orientation="vertical"
        className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:items-start"
      >
        <Tabs.List
          aria-label="Settings sections"
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:sticky md:top-20 md:mx-0 md:flex-col md:overflow-visible md:rounded-2xl md:border md:bg-card md:p-2 md:shadow-soft"
        >
          {SETTINGS_SECTIONS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              data-testid={`settings-tab-${id}`}
              className={cn(
                'flex shrink-0 items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
                'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
                'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SETTINGS_SECTIONS.map(({ id, label }) => (
          <Tabs.Content key={id} value={id} className="min-w-0 outline-none" data-testid={`settings-section-${id}`}>
            <h2 className="sr-only">{label}</h2>
            {panels[id]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
