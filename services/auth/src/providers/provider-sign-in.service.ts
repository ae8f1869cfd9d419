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
 * Google and hosted-platform sign-in. A provider identity counts only when the provider verified its
 * address. Then an existing link signs in; an existing account is linked only when its own address is
 * proven (verified by mail, by a reset, or by a provider), so a stranger who signed up with the address
 * first can never share the account with its owner; otherwise a new password-less account is created.
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
    const email = claims.email ? normalizeEmail(claims.email) : null;
    if (!email || !emailShape.safeParse(email).success) {
      throw new DomainError(ErrorCode.UnprocessableContent, providerSignInErrors['email-missing']);
    }
    if (!claims.emailVerified) throw new DomainError(ErrorCode.Forbidden, providerSignInErrors['email-not-verified']);

    const linked = await this.links.signInByLink(claims.provider, claims.subject);
    if (linked) return { userId: linked, outcome: 'signed-in' };

    const existing = await this.links.findAccountByEmail(email);
    if (existing) {
      const account = { provider: claims.provider, subject: claims.subject, email };
      if (!existing.emailVerified || !(await this.links.linkToProvenAccount(existing.id, account))) {
        throw new DomainError(ErrorCode.Conflict, providerSignInErrors['account-not-verified']);
      }
      return { userId: existing.id, outcome: 'linked' };
    }
    const userId = await this.links.createWithLink({
      provider: claims.provider,
      subject: claims.subject,
      email,
      firstName: claims.firstName || null,
      lastName: claims.lastName || null,
      picture: claims.picture && /^https:\/\//.test(claims.picture) ? claims.picture : null,
    });
    return { userId, outcome: 'created' };
  }
}
