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
  constructor(private readonly links: ProviderLinksRepository) {}

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
    const userId = await this.links.createWithLink({
      provider: claims.provider,
      subject: claims.subject,
      email,
      emailVerified: claims.emailVerified,
      firstName: claims.firstName || null,
      lastName: claims.lastName || null,
      picture: claims.picture && /^https:\/\//.test(claims.picture) ? claims.picture : null,
    });
    return { userId, outcome: 'created' };
  }
}
