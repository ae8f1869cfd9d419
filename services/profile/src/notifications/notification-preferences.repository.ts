import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

const COLUMNS: Record<NotificationPreferenceKey, string> = {
  emailNotifications: 'email_notifications',
  pushNotifications: 'push_notifications',
  studyReminders: 'study_reminders',
  weeklyProgress: 'weekly_progress',
  newFeatures: 'new_features',
};

interface PreferencesRow {
  email_notifications: boolean;
  push_notifications: boolean;
  study_reminders: boolean;
  weekly_progress: boolean;
  new_features: boolean;
}

/** The only code that touches profile.notification_preferences. */
export class NotificationPreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<NotificationPreferences> {
    const rows: PreferencesRow[] = await this.dataSource.query('SELECT * FROM profile.notification_preferences WHERE user_id = $1', [userId]);
    return rows[0] ? toPreferences(rows[0]) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }

  /** Sets one preference (the others keep their value, or their default on the first change). */
  async set(userId: string, key: NotificationPreferenceKey, value: boolean): Promise<NotificationPreferences> {
    const column = COLUMNS[key];
    const rows: PreferencesRow[] = await this.dataSource.query(
      `INSERT INTO profile.notification_preferences (user_id, ${column}) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()
       RETURNING *`,
      [userId, value],
    );
    return toPreferences(rows[0]!);
  }
}

function toPreferences(row: PreferencesRow): NotificationPreferences {
  return {
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    studyReminders: row.study_reminders,
    weeklyProgress: row.weekly_progress,
    newFeatures: row.new_features,
  };
}
