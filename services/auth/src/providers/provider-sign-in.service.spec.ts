import { DomainError, ErrorCode, type ProviderSignIn } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { ProviderLinkRaceError, type NewProviderAccount, type ProviderLinksRepository } from './provider-links.repository.js';
import { ProviderSignInService } from './provider-sign-in.service.js';

/** The auth schema in memory: accounts by e-mail and provider links, with the repository's race errors. */
class MemoryLinks {
  readonly users = new Map<string, string>();
  readonly links = new Map<string, string>();
  created: NewProviderAccount[] = [];
  /** Makes the next write fail as if another sign-in of the same person had just done it. */
  raceOnce: (() => void) | null = null;

  async signInByLink(provider: string, subject: string) {
    return this.links.get(`${provider}:${subject}`) ?? null;
  }
  async findUserIdByEmail(email: string) {
    return this.users.get(email) ?? null;
  }
  async link(userId: string, account: { provider: string; subject: string }) {
    this.race();
    this.links.set(`${account.provider}:${account.subject}`, userId);
  }
  async createWithLink(account: NewProviderAccount) {
    this.race();
    const id = `user-${this.users.size + 1}`;
    this.users.set(account.email, id);
    this.links.set(`${account.provider}:${account.subject}`, id);
    this.created.push(account);
    return id;
  }
  private race() {
    const other = this.raceOnce;
    this.raceOnce = null;
    if (other) {
      other();
      throw new ProviderLinkRaceError();
    }
  }
}

function setup() {
  const links = new MemoryLinks();
  const mailed: string[] = [];
  const service = new ProviderSignInService(links as unknown as ProviderLinksRepository, {
    sendLink: async (account) => void mailed.push(account.email),
  });
  return { links, mailed, service };
}

const claims = (overrides: Partial<ProviderSignIn> = {}): ProviderSignIn => ({
  provider: 'google',
  subject: 'sub-1',
  email: 'Ada@Example.edu',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  picture: 'https://images.example.com/ada.png',
  ...overrides,
});

describe('ProviderSignInService', () => {
  it('creates an account with the normalised address and an HTTPS picture only, then signs the same person in by link', async () => {
    const { links, mailed, service } = setup();
    expect(await service.signIn(claims())).toEqual({ userId: 'user-1', outcome: 'created' });
    expect(links.created[0]).toMatchObject({ email: 'ada@example.edu', emailVerified: true, picture: 'https://images.example.com/ada.png' });
    expect(mailed).toEqual([]);
    expect(await service.signIn(claims({ email: 'changed@example.edu', emailVerified: false }))).toEqual({ userId: 'user-1', outcome: 'signed-in' });
    await service.signIn(claims({ subject: 'sub-2', email: 'b@example.edu', picture: 'http://insecure.example.com/b.png' }));
    expect(links.created[1]?.picture).toBeNull();
  });

  it('links an existing account only for a verified address', async () => {
    const { links, service } = setup();
    links.users.set('ada@example.edu', 'existing');
    await expect(service.signIn(claims({ emailVerified: false }))).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(links.links.size).toBe(0);
    expect(await service.signIn(claims())).toEqual({ userId: 'existing', outcome: 'linked' });
  });

  it('refuses a person without a usable address', async () => {
    const { service } = setup();
    for (const email of [null, '', 'not-an-address']) {
      const error = await service.signIn(claims({ email })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(ErrorCode.UnprocessableContent);
    }
  });

  it('mails a verification link to a new account whose address the provider did not verify', async () => {
    const { mailed, service } = setup();
    await service.signIn(claims({ emailVerified: false }));
    expect(mailed).toEqual(['ada@example.edu']);
  });

  it('takes the account another sign-in of the same person created a moment earlier', async () => {
    const { links, service } = setup();
    links.raceOnce = () => {
      links.users.set('ada@example.edu', 'winner');
      links.links.set('google:sub-1', 'winner');
    };
    expect(await service.signIn(claims())).toEqual({ userId: 'winner', outcome: 'signed-in' });
  });
});
