import type { SignInProvider } from '@studyforge/contracts';
import { isUniqueViolation } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';

/** A provider account or an e-mail that is already someone's: the caller looks again and decides. */
export class ProviderLinkRaceError extends Error {}

export interface NewProviderAccount {
  provider: SignInProvider;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/** The only code that touches `auth.provider_links`, and that creates password-less accounts. */
export class ProviderLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The account this provider account signs in to, if linked; notes the sign-in. */
  async signInByLink(provider: SignInProvider, subject: string): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `WITH signed_in AS (
         UPDATE auth.provider_links SET last_sign_in_at = now() WHERE provider = $1 AND subject = $2 RETURNING user_id
       )
       SELECT user_id FROM signed_in`,
      [provider, subject],
    );
    return rows[0]?.user_id ?? null;
  }

  async findAccountByEmail(email: string): Promise<{ id: string; emailVerified: boolean } | null> {
    const rows: Array<{ id: string; emailVerified: boolean }> = await this.dataSource.query(
      `SELECT id, email_verified_at IS NOT NULL AS "emailVerified" FROM auth.users WHERE email = $1`,
      [email],
    );
    return rows[0] ?? null;
  }

  /**
   * Links the provider account to an existing account, only while that account's address is proven and
   * is still the one the provider verified; answers whether it did.
   */
  async linkToProvenAccount(userId: string, account: Pick<NewProviderAccount, 'provider' | 'subject' | 'email'>): Promise<boolean> {
    try {
      const rows: unknown[] = await this.dataSource.query(
        `INSERT INTO auth.provider_links (provider, subject, user_id, email)
         SELECT $1, $2, id, email FROM auth.users WHERE id = $3 AND email = $4 AND email_verified_at IS NOT NULL
         RETURNING user_id`,
        [account.provider, account.subject, userId, account.email],
      );
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ProviderLinkRaceError();
      throw error;
    }
  }

  /** A new account with no password, its address proven by the provider, and its link, in one transaction. */
  async createWithLink(account: NewProviderAccount): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      try {
        const rows: Array<{ id: string }> = await manager.query(
          `INSERT INTO auth.users (email, password_hash, first_name, last_name, profile_image_url, email_verified_at)
           VALUES ($1, NULL, $2, $3, $4, now()) RETURNING id`,
          [account.email, account.firstName, account.lastName, account.picture],
        );
        const userId = rows[0]!.id;
        await manager.query(`INSERT INTO auth.provider_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)`, [
          account.provider,
          account.subject,
          userId,
          account.email,
        ]);
        return userId;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ProviderLinkRaceError();
        throw error;
      }
    });
  }
}
