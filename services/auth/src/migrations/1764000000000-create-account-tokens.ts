import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail verification (existing accounts start unverified) and the single-use tokens of mailed links. */
export class CreateAccountTokens1764000000000 implements MigrationInterface {
  name = 'CreateAccountTokens1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE auth.users ADD COLUMN email_verified_at timestamptz`);
    await db.query(`
      CREATE TABLE auth.account_tokens (
        token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX account_tokens_user_purpose ON auth.account_tokens (user_id, purpose)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE auth.account_tokens`);
    await db.query(`ALTER TABLE auth.users DROP COLUMN email_verified_at`);
  }
}
