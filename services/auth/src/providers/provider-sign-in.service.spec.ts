import { DomainError, ErrorCode, providerSignInErrors, type ProviderSignIn } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { ProviderLinkRaceError, type NewProviderAccount, type ProviderLinksRepository } from './provider-links.repository.js';
import { ProviderSignInService } from './provider-sign-in.service.js';

/** The auth schema in memory: accounts by e-mail (proven or not) and provider links, with the repository's race errors. */
class MemoryLinks {
  readonly users = new Map<string, { id: string; emailVerified: boolean }>();
  readonly links = new Map<string, string>();
  created: NewProviderAccount[] = [];
  /** Makes the next write fail as if another sign-in of the same person had just done it. */
  raceOnce: (() => void) | null = null;

  async signInByLink(provider: string, subject: string) {
    return this.links.get(`${provider}:${subject}`) ?? null;
  }
  async findAccountByEmail(email: string) {
    return this.users.get(email) ?? null;
  }
  async linkToProvenAccount(userId: string, account: { provider: string; subject: string }) {
    this.race();
    if (![...this.users.values()].some((user) => user.id === userId && user.emailVerified)) return false;
    this.links.set(`${account.provider}:${account.subject}`, userId);
    return true;
  }
  async createWithLink(account: NewProviderAccount) {
    this.race();
    const id = `user-${this.users.size + 1}`;
    this.users.set(account.email, { id, emailVerified: true });
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
  const service = new ProviderSignInService(links as unknown as ProviderLinksRepository);
  return { links, service };
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

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('ProviderSignInService', () => {
  it('creates an account with the normalised address and an HTTPS picture only, then signs the same person in by link', async () => {
    const { links, service } = setup();
    expect(await service.signIn(claims())).toEqual({ userId: 'user-1', outcome: 'created' });
    expect(links.created[0]).toMatchObject({ email: 'ada@example.edu', picture: 'https://images.example.com/ada.png' });
    expect(await service.signIn(claims({ email: 'changed@example.edu' }))).toEqual({ userId: 'user-1', outcome: 'signed-in' });
    await service.signIn(claims({ subject: 'sub-2', email: 'b@example.edu', picture: 'http://insecure.example.com/b.png' }));
    expect(links.created[1]?.picture).toBeNull();
  });

  it('refuses every sign-in whose address the provider has not verified, even by an existing link, and creates nothing', async () => {
    const { links, service } = setup();
    const created = await refusal(service.signIn(claims({ emailVerified: false })));
    expect(created).toMatchObject({ code: ErrorCode.Forbidden, message: providerSignInErrors['email-not-verified'] });
    expect(links.users.size + links.links.size).toBe(0);

    await service.signIn(claims());
    expect(await refusal(service.signIn(claims({ emailVerified: false })))).toMatchObject({ code: ErrorCode.Forbidden });
  });

  it('links an existing account only when its own address is proven', async () => {
    const { links, service } = setup();
    links.users.set('ada@example.edu', { id: 'squatted', emailVerified: false });
    const refused = await refusal(service.signIn(claims()));
    expect(refused).toMatchObject({ code: ErrorCode.Conflict, message: providerSignInErrors['account-not-verified'] });
    expect(links.links.size).toBe(0);

    links.users.set('ada@example.edu', { id: 'proven', emailVerified: true });
    expect(await service.signIn(claims())).toEqual({ userId: 'proven', outcome: 'linked' });
  });

  it('refuses a person without a usable address', async () => {
    const { service } = setup();
    for (const email of [null, '', 'not-an-address']) {
      expect((await refusal(service.signIn(claims({ email })))).code).toBe(ErrorCode.UnprocessableContent);
    }
  });

  it('takes the account another sign-in of the same person created a moment earlier', async () => {
    const { links, service } = setup();
    links.raceOnce = () => {
      links.users.set('ada@example.edu', { id: 'winner', emailVerified: true });
      links.links.set('google:sub-1', 'winner');
    };
    expect(await service.signIn(claims())).toEqual({ userId: 'winner', outcome: 'signed-in' });
  });
});
