import type { PrivacySettings, ProfileFields, ProfileVisibility } from '@studyforge/contracts';
import { isUniqueViolation } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';

export interface ProfileRow {
  userId: string;
  username: string;
  major: string | null;
  school: string | null;
  country: string | null;
  bio: string | null;
  avatarKey: string | null;
  avatarVersion: number;
  externalImageUrl: string | null;
  privacy: PrivacySettings;
  createdAt: Date;
}

export type NewProfile = Pick<ProfileRow, 'userId' | 'username' | 'major' | 'school' | 'country' | 'bio' | 'externalImageUrl'>;
export type ProfileColumns = Partial<Pick<ProfileFields, 'username' | 'major' | 'school' | 'country' | 'bio'>>;

export class UsernameTakenError extends Error {}

interface RawProfile {
  user_id: string;
  username: string;
  major: string | null;
  school: string | null;
  country: string | null;
  bio: string | null;
  avatar_key: string | null;
  avatar_version: number;
  external_image_url: string | null;
  visibility: ProfileVisibility;
  show_progress: boolean;
  show_achievements: boolean;
  allow_messages: boolean;
  created_at: Date;
}

const COLUMN_OF: Record<keyof ProfileColumns, string> = { username: 'username', major: 'major', school: 'school', country: 'country', bio: 'bio' };
const PRIVACY_COLUMN_OF: Record<keyof PrivacySettings, string> = {
  profileVisibility: 'visibility',
  showProgress: 'show_progress',
  showAchievements: 'show_achievements',
  allowMessages: 'allow_messages',
};

/** The only code that touches the profile schema. */
export class ProfileRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<ProfileRow | null> {
    const rows: RawProfile[] = await this.dataSource.query('SELECT * FROM profile.profiles WHERE user_id = $1', [userId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async findByUsername(username: string): Promise<ProfileRow | null> {
    const rows: RawProfile[] = await this.dataSource.query('SELECT * FROM profile.profiles WHERE lower(username) = lower($1)', [username]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async usernameHolder(username: string): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query('SELECT user_id FROM profile.profiles WHERE lower(username) = lower($1)', [username]);
    return rows[0]?.user_id ?? null;
  }

  /** False when the student already has a profile (a concurrent first touch made it); throws UsernameTakenError. */
  async insert(profile: NewProfile): Promise<boolean> {
    try {
      const rows: unknown[] = await this.dataSource.query(
        `INSERT INTO profile.profiles (user_id, username, major, school, country, bio, external_image_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING user_id`,
        [profile.userId, profile.username, profile.major, profile.school, profile.country, profile.bio, profile.externalImageUrl],
      );
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTakenError();
      throw error;
    }
  }

  async update(userId: string, fields: ProfileColumns): Promise<void> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined) as Array<[keyof ProfileColumns, string | null]>;
    if (entries.length === 0) return;
    const sets = entries.map(([key], index) => `${COLUMN_OF[key]} = $${index + 2}`);
    try {
      await this.dataSource.query(`UPDATE profile.profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, [
        userId,
        ...entries.map(([, value]) => value),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTakenError();
      throw error;
    }
  }

  async updatePrivacy(userId: string, patch: Partial<PrivacySettings>): Promise<void> {
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as Array<[keyof PrivacySettings, unknown]>;
    if (entries.length === 0) return;
    const sets = entries.map(([key], index) => `${PRIVACY_COLUMN_OF[key]} = $${index + 2}`);
    await this.dataSource.query(`UPDATE profile.profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, [
      userId,
      ...entries.map(([, value]) => value),
    ]);
  }

  /** Points the profile at a new avatar object; answers the key it replaces. */
  async replaceAvatar(userId: string, key: string): Promise<string | null> {
    const rows: Array<{ previous: string | null }> = await this.dataSource.query(
      `UPDATE profile.profiles p SET avatar_key = $2, avatar_version = p.avatar_version + 1, updated_at = now()
       FROM (SELECT avatar_key AS previous FROM profile.profiles WHERE user_id = $1 FOR UPDATE) old
       WHERE p.user_id = $1
       RETURNING old.previous`,
      [userId, key],
    );
    return rows[0]?.previous ?? null;
  }

  async follow(followerId: string, followeeId: string): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO profile.follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [followerId, followeeId],
    );
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM profile.follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
  }

  async follows(followerId: string, followeeId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM profile.follows WHERE follower_id = $1 AND followee_id = $2', [
      followerId,
      followeeId,
    ]);
    return rows.length > 0;
  }

  async followCounts(userId: string): Promise<{ followingCount: number; followersCount: number }> {
    const rows: Array<{ following: string; followers: string }> = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM profile.follows WHERE follower_id = $1) AS following,
              (SELECT count(*) FROM profile.follows WHERE followee_id = $1) AS followers`,
      [userId],
    );
    return { followingCount: Number(rows[0]?.following ?? 0), followersCount: Number(rows[0]?.followers ?? 0) };
  }
}

function toRow(raw: RawProfile): ProfileRow {
  return {
    userId: raw.user_id,
    username: raw.username,
    major: raw.major,
    school: raw.school,
    country: raw.country,
    bio: raw.bio,
    avatarKey: raw.avatar_key,
    avatarVersion: raw.avatar_version,
    externalImageUrl: raw.external_image_url,
    privacy: {
      profileVisibility: raw.visibility,
      showProgress: raw.show_progress,
      showAchievements: raw.show_achievements,
      allowMessages: raw.allow_messages,
    },
    createdAt: raw.created_at,
  };
}
