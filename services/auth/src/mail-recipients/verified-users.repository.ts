import type { DataSource } from 'typeorm';

/** Accounts whose address is verified: who may get mail nobody asked for at that moment (the weekly progress mail). */
export class VerifiedUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async idsAfter(after: string | null, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM auth.users WHERE email_verified_at IS NOT NULL AND ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [after, limit],
    );
    return rows.map((row) => row.id);
  }
}
