import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey, type NotificationPreferences } from '@studyforge/contracts';
import { BellRing, CalendarClock, ChartColumn, Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { useNotificationPreferences, useUpdateNotificationPreference } from '../api/notification-preferences';
import { askPushPermission, pushPermitted, registerPushDevice, unregisterPushDevice } from '../api/push-subscription';
import { useSendTestPush, useSendTestStudyReminder, useSendTestWeeklyProgress } from '../api/test-notifications';
import { LoadFailure } from './load-failure';
import { SettingSwitchRow } from './setting-switch-row';
import { SettingsCard } from './settings-card';

const TOGGLES: Record<NotificationPreferenceKey, { label: string; description: string }> = {
  emailNotifications: { label: 'Email Notifications', description: 'Receive notifications by email.' },
  pushNotifications: { label: 'Push Notifications', description: 'Receive notifications in this browser, even when StudyForge is closed.' },
  studyReminders: { label: 'Study Reminders', description: 'A reminder 15 minutes before each session of your study plan.' },
  weeklyProgress: { label: 'Weekly Progress', description: 'Every Monday, your numbers of the week: cards, quizzes, scores and streak.' },
  newFeatures: { label: 'New Features', description: 'Hear about new study tools when they arrive.' },
};

const preferenceFailed = () =>
  toast({ variant: 'destructive', title: 'Error', description: 'Failed to update notification preferences. Please try again.' });

/** Settings › Notifications: the five toggles (each saved at once) and the test buttons (spec §2, §4, §8). */
export function NotificationsSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  /** Push is being switched on: the switch shows on while the browser asks for permission. */
  const [askingPush, setAskingPush] = useState(false);

  const save = (key: NotificationPreferenceKey, value: boolean, quiet = false) =>
    update.mutateAsync({ key, value }).then(
      () => {
        if (!quiet) toast({ title: 'Preferences updated', description: `${TOGGLES[key].label} ${value ? 'on' : 'off'}.` });
        return true;
      },
      () => {
        preferenceFailed();
        return false;
      },
    );

  const switchPushOn = async () => {
    setAskingPush(true);
    try {
      const permission = await askPushPermission();
      if (permission !== 'granted') {
        await save('pushNotifications', false, true);
        if (permission === 'denied') toast({ variant: 'destructive', title: 'Permission denied', description: 'Please enable notifications in your browser settings.' });
        else toast({ variant: 'destructive', title: 'Push notifications not available', description: 'This browser does not support push notifications.' });
        return;
      }
      if (!(await save('pushNotifications', true))) return;
      await registerPushDevice().catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Push notifications not available',
          description: `This browser could not be registered for push notifications: ${errorMessageOf(error, error instanceof Error ? error.message : 'unknown problem')}`,
        }),
      );
    } finally {
      setAskingPush(false);
    }
  };

  const onToggle = (key: NotificationPreferenceKey, value: boolean) => {
    if (key === 'pushNotifications' && value) return void switchPushOn();
    void save(key, value);
    if (key === 'pushNotifications') void unregisterPushDevice().catch(() => undefined);
  };

  if (preferences.isPending) return <NotificationsSkeleton />;
  if (preferences.isError || !preferences.data) return <LoadFailure what="your notification preferences" error={preferences.error} onRetry={() => void preferences.refetch()} />;

  const values: NotificationPreferences = { ...preferences.data, ...(askingPush ? { pushNotifications: true } : {}) };
  return (
    <div className="grid gap-6">
      <SettingsCard title="Notification Preferences" description="Choose what StudyForge tells you about. Each change is saved at once.">
        <div className="divide-y" data-testid="notification-toggles">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <SettingSwitchRow
              key={key}
              id={`notification-${key}`}
              label={TOGGLES[key].label}
              description={TOGGLES[key].description}
              checked={values[key]}
              disabled={key === 'pushNotifications' && askingPush}
              onCheckedChange={(checked) => onToggle(key, checked)}
            />
          ))}
        </div>
      </SettingsCard>
      <TestNotifications emailOn={values.emailNotifications} pushOn={values.pushNotifications && !askingPush} />
    </div>
  );
}

function TestNotifications({ emailOn, pushOn }: { emailOn: boolean; pushOn: boolean }) {
  const reminder = useSendTestStudyReminder();
  const weekly = useSendTestWeeklyProgress();
  const push = useSendTestPush();
  const mailHandlers = {
    onSuccess: (reply: { message: string }) => toast({ title: 'Test email sent', description: reply.message }),
    // The spec's words, then the server's reason when it gave one (the hourly limit, e-mail switched off elsewhere).
    onError: (error: Error) => toast({ variant: 'destructive', title: 'Error', description: ['Failed to send test email.', serverReason(error)].filter(Boolean).join(' ') }),
  };
  const sendTestPush = () => {
    if (!pushPermitted()) {
      toast({ variant: 'destructive', title: 'Push notifications not available', description: 'Please enable push notifications first.' });
      return;
    }
    push.mutate(undefined, {
      onSuccess: (reply) => toast({ title: 'Test notification sent', description: reply.message }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Push notifications not available', description: errorMessageOf(error, 'Please enable push notifications first.') }),
    });
  };

  return (
    <SettingsCard title="Test Notifications" description="Send yourself a sample to see what arrives.">
      <div className="grid gap-3 sm:grid-cols-3">
        <TestButton testId="test-study-reminder" icon={<CalendarClock aria-hidden />} pending={reminder.isPending} disabled={!emailOn} onClick={() => reminder.mutate(undefined, mailHandlers)}>
          Test Study Reminder
        </TestButton>
        <TestButton testId="test-weekly-progress" icon={<ChartColumn aria-hidden />} pending={weekly.isPending} disabled={!emailOn} onClick={() => weekly.mutate(undefined, mailHandlers)}>
          Test Weekly Progress
        </TestButton>
        <TestButton testId="test-push" icon={<BellRing aria-hidden />} pending={push.isPending} disabled={!pushOn} onClick={sendTestPush}>
          Test Push Notification
        </TestButton>
      </div>
      {!emailOn ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" data-testid="test-email-off-hint">
          <Mail className="size-4 shrink-0" aria-hidden />
          Turn on Email Notifications to send test emails.
        </p>
      ) : null}
      {!pushOn ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground" data-testid="test-push-off-hint">
          <BellRing className="size-4 shrink-0" aria-hidden />
          Turn on Push Notifications to send a test push.
        </p>
      ) : null}
    </SettingsCard>
  );
}

function serverReason(error: Error): string | undefined {
  return isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
}

function TestButton(props: { testId: string; icon: ReactNode; pending: boolean; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <Button variant="outline" data-testid={props.testId} disabled={props.disabled || props.pending} onClick={props.onClick} className="h-auto min-h-10 justify-start py-2 whitespace-normal">
      {props.pending ? <Spinner className="size-4" /> : props.icon}
      {props.children}
    </Button>
  );
}

function NotificationsSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading notification preferences">
      <div className="rounded-2xl border bg-card p-6">
        <Skeleton className="h-5 w-48" />
        {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
          <div key={key} className="mt-5 flex items-center justify-between gap-4">
            <div className="grid gap-2">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-64 max-w-[60vw]" />
            </div>
            <Skeleton className="h-6 w-11 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
