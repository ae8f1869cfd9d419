import type { DataSource } from 'typeorm';

/** What asking to follow did: `open` when the profile is not followers-only (then it is followed at once). */
export type AskOutcome = 'requested' | 'already-requested' | 'already-following' | 'open' | 'too-soon' | 'too-many' | 'gone';

export interface AskLimits {
  maxPending: number;
  retryAfterDays: number;
}

export interface PendingRequestRow {
  followerId: string;
  username: string;
  avatarKey: string | null;
  avatarVersion: number;
  externalImageUrl: string | null;
  requestedAt: Date;
}

/** How many waiting requests the owner's list shows at once, oldest first. */
const LIST_LIMIT = 100;

/** The only code that touches profile.follow_requests, and the moves between it and profile.follows. */
export class FollowRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One transaction holding both profiles' rows (in id order, so two students asking each other cannot deadlock):
   * a change of the followee's visibility waits for this request (and then turns it into a follow when the profile
   * became public), and the asker's waiting requests are counted one ask at a time.
   */
  async ask(followerId: string, followeeId: string, limits: AskLimits): Promise<AskOutcome> {
    return this.dataSource.transaction(async (db) => {
      const locked: Array<{ user_id: string; visibility: string }> = await db.query(
        'SELECT user_id, visibility FROM profile.profiles WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR NO KEY UPDATE',
        [[followerId, followeeId]],
      );
      const visibility = locked.find((row) => row.user_id === followeeId)?.visibility;
      if (visibility === undefined || visibility === 'private') return 'gone';
      if (visibility !== 'followers') return 'open';
      // A decline is kept only while it holds the asker back.
      await db.query(
        `DELETE FROM profile.follow_requests WHERE follower_id = $1 AND status = 'declined' AND answered_at <= now() - make_interval(days => $2)`,
        [followerId, limits.retryAfterDays],
      );
      const following: unknown[] = await db.query('SELECT 1 FROM profile.follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
      if (following.length > 0) return 'already-following';
      const known: Array<{ status: string; too_soon: boolean }> = await db.query(
        `SELECT status, answered_at > now() - make_interval(days => $3) AS too_soon
         FROM profile.follow_requests WHERE follower_id = $1 AND followee_id = $2`,
        [followerId, followeeId, limits.retryAfterDays],
      );
      if (known[0]?.status === 'pending') return 'already-requested';
      if (known[0]?.too_soon) return 'too-soon';
      const waiting: Array<{ count: string }> = await db.query(`SELECT count(*) FROM profile.follow_requests WHERE follower_id = $1 AND status = 'pending'`, [followerId]);
      if (Number(waiting[0]?.count ?? 0) >= limits.maxPending) return 'too-many';
      await db.query(
        `INSERT INTO profile.follow_requests (follower_id, followee_id) VALUES ($1, $2)
         ON CONFLICT (follower_id, followee_id) DO UPDATE SET status = 'pending', requested_at = now(), answered_at = NULL`,
        [followerId, followeeId],
      );
      return 'requested';
    });
  }

  async isPending(followerId: string, followeeId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM profile.follow_requests WHERE follower_id = $1 AND followee_id = $2 AND status = 'pending'`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  }

  /** A declined request stays declined: withdrawing cannot reset the wait before asking again. */
  async withdraw(followerId: string, followeeId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM profile.follow_requests WHERE follower_id = $1 AND followee_id = $2 AND status = 'pending'`, [
      followerId,
      followeeId,
    ]);
  }

  async pendingFor(followeeId: string): Promise<PendingRequestRow[]> {
    const rows: Array<{
      follower_id: string;
      username: string;
      avatar_key: string | null;
      avatar_version: number;
      external_image_url: string | null;
      requested_at: Date;
    }> = await this.dataSource.query(
      `SELECT r.follower_id, p.username, p.avatar_key, p.avatar_version, p.external_image_url, r.requested_at
       FROM profile.follow_requests r JOIN profile.profiles p ON p.user_id = r.follower_id
       WHERE r.followee_id = $1 AND r.status = 'pending'
       ORDER BY r.requested_at, r.follower_id
       LIMIT ${LIST_LIMIT}`,
      [followeeId],
    );
    return rows.map((row) => ({
      followerId: row.follower_id,
      username: row.username,
      avatarKey: row.avatar_key,
      avatarVersion: row.avatar_version,
      externalImageUrl: row.external_image_url,
      requestedAt: row.requested_at,
    }));
  }

  /** False when no such request waits for this followee (answered, withdrawn, or made to someone else). */
  async approve(followerId: string, followeeId: string): Promise<boolean> {
    const rows: Array<{ approved: string }> = await this.dataSource.query(
      `WITH approved AS (
         DELETE FROM profile.follow_requests WHERE follower_id = $1 AND followee_id = $2 AND status = 'pending'
         RETURNING follower_id, followee_id
       ), followed AS (
         INSERT INTO profile.follows (follower_id, followee_id) SELECT follower_id, followee_id FROM approved ON CONFLICT DO NOTHING
       )
       SELECT count(*) AS approved FROM approved`,
      [followerId, followeeId],
    );
    return Number(rows[0]?.approved ?? 0) > 0;
  }

  async decline(followerId: string, followeeId: string): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count] rather than its rows.
    const rows: unknown[] = await this.dataSource.query(
      `WITH declined AS (
         UPDATE profile.follow_requests SET status = 'declined', answered_at = now()
         WHERE follower_id = $1 AND followee_id = $2 AND status = 'pending'
         RETURNING 1
       )
       SELECT 1 FROM declined`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  }

  /** A profile made public: whoever was waiting follows it now, as they would have by asking today. */
  async approveAll(followeeId: string): Promise<void> {
    await this.dataSource.query(
      `WITH approved AS (
         DELETE FROM profile.follow_requests WHERE followee_id = $1 AND status = 'pending'
         RETURNING follower_id, followee_id
       )
       INSERT INTO profile.follows (follower_id, followee_id) SELECT follower_id, followee_id FROM approved ON CONFLICT DO NOTHING`,
      [followeeId],
    );
  }
}
