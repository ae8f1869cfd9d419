import type { Identity, LegacyProfile } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

/** Names, plans and the profile values auth kept before the profile service: read and renamed for the profile service. */
export class DirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  async legacyProfile(userId: string): Promise<LegacyProfile | null> {
    const rows: Array<LegacyProfile> = await this.dataSource.query(
      `SELECT first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl",
              major, username, country, school, bio
       FROM auth.users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  identities(userIds: string[]): Promise<Identity[]> {
    return this.dataSource.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", plan FROM auth.users WHERE id = ANY($1::uuid[])`,
      [userIds],
    );
  }

  async rename(userId: string, firstName: string, lastName: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH renamed AS (UPDATE auth.users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1 RETURNING id)
       SELECT id FROM renamed`,
      [userId, firstName, lastName],
    );
    return rows.length > 0;
  }
}
