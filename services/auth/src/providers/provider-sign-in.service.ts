import {
  DomainError,
  ErrorCode,
  normalizeEmail,
  providerSignInErrors,
  type ProviderSignIn,
  type ProviderSignInReply,
} from '@studyforge/contracts';
import { z } from 'zod';
import { ProviderLinkRaceError, ProviderLinksRepository } from './provider-links.repository.js';

const emailShape = z.email().max(254);

/**
 * Google and hosted-platform sign-in: an existing link signs in; otherwise an existing e-mail account is
 * linked only when the provider verified the address; otherwise a new password-less account is created.
 */
export class ProviderSignInService {
  constructor(
    private readonly links: ProviderLinksRepository,
    /** Mails a verification link (never throws): a new account whose address the provider did not verify gets one, as a sign-up does. */
    private readonly verification: { sendLink(account: { id: string; email: string; firstName: string | null }): Promise<void> },
  ) {}

  async signIn(claims: ProviderSignIn): Promise<ProviderSignInReply> {
    try {
      return await this.decide(claims);
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one won, so this one now finds its work.
      if (error instanceof ProviderLinkRaceError) return this.decide(claims);
      throw error;
    }
  }

  private async decide(claims: ProviderSignIn): Promise<ProviderSignInReply> {
    const linked = await this.links.signInByLink(claims.provider, claims.subject);
    if (linked) return { userId: linked, outcome: 'signed-in' };

    const email = claims.email ? normalizeEmail(claims.email) : null;
    if (!email || !emailShape.safeParse(email).success) {
      throw new DomainError(ErrorCode.UnprocessableContent, providerSignInErrors['email-missing']);
    }
    const existing = await this.links.findUserIdByEmail(email);
    if (existing) {
      if (!claims.emailVerified) throw new DomainError(ErrorCode.Conflict, providerSignInErrors['email-not-verified']);
      await this.links.link(existing, { provider: claims.provider, subject: claims.subject, email });
      return { userId: existing, outcome: 'linked' };
    }
    const firstName = claims.firstName || null;
    const userId = await this.links.createWithLink({
      provider: claims.provider,
      subject: claims.subject,
      email,
      emailVerified: claims.emailVerified,
      firstName,
      lastName: claims.lastName || null,
      picture: claims.picture && /^https:\/\//.test(claims.picture) ? claims.picture : null,
    });
    if (!claims.emailVerified) await this.verification.sendLink({ id: userId, email, firstName });
    return { userId, outcome: 'created' };
  }
}
