import { accountDataMessages, DomainError } from '@studyforge/contracts';
import { createLogger } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import type { AccountDeletionRepository, DeletionCandidate } from './account-deletion.repository.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { PasswordHasher } from './password-hasher.js';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const hasher = new PasswordHasher();

function service(candidate: DeletionCandidate | null, erased: number | null = 1) {
  const closed: string[] = [];
  const accounts = {
    findCandidate: async () => candidate,
    close: async (userId: string) => {
      closed.push(userId);
      return { at: new Date(NOW), formerEmail: 'ada@example.edu' };
    },
    eraseClosed: async () => erased,
  } as unknown as AccountDeletionRepository;
  const forgotten: string[] = [];
  const outbox = { forget: async (to: string) => forgotten.push(to) };
  return { deletion: new AccountDeletionService(accounts, hasher, { outbox, logger: createLogger('test', 'silent') }, () => NOW), closed, forgotten };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('asking for an account to be deleted', () => {
  it('needs the right password on an account that has one', async () => {
    const { deletion, closed, forgotten } = service({ passwordHash: await hasher.hash('Correct horse 1'), deletionRequestedAt: null });
    expect(await refusal(deletion.requestDeletion('u1', null, NOW))).toMatchObject({ code: 'VALIDATION_FAILED', message: accountDataMessages.passwordRequired });
    expect(await refusal(deletion.requestDeletion('u1', 'wrong one 1', NOW))).toMatchObject({ code: 'VALIDATION_FAILED', message: accountDataMessages.passwordWrong });
    expect(closed).toEqual([]);
    await expect(deletion.requestDeletion('u1', 'Correct horse 1', null)).resolves.toEqual({ deletionRequestedAt: new Date(NOW).toISOString() });
    expect(closed).toEqual(['u1']);
    expect(forgotten, 'mail to the old address kept by the queue goes too').toEqual(['ada@example.edu']);
  });

  it('needs a provider sign-in of the last 10 minutes on an account without a password', async () => {
    const { deletion, closed } = service({ passwordHash: null, deletionRequestedAt: null });
    expect(await refusal(deletion.requestDeletion('u2', null, null))).toMatchObject({ code: 'FORBIDDEN', message: accountDataMessages.signInAgain });
    expect(await refusal(deletion.requestDeletion('u2', null, NOW - 11 * 60_000))).toMatchObject({ code: 'FORBIDDEN' });
    expect(closed).toEqual([]);
    await deletion.requestDeletion('u2', null, NOW - 9 * 60_000);
    expect(closed).toEqual(['u2']);
  });

  it('answers the first request again when the account is already closed', async () => {
    const { deletion, closed } = service({ passwordHash: null, deletionRequestedAt: new Date('2026-11-24T11:00:00Z') });
    await expect(deletion.requestDeletion('u3', null, null)).resolves.toEqual({ deletionRequestedAt: '2026-11-24T11:00:00.000Z' });
    expect(closed).toEqual([]);
  });
});

describe('the last step of an erasure', () => {
  it('deletes a closed account and refuses one that was never closed', async () => {
    await expect(service(null, 1).deletion.erase('u4')).resolves.toEqual({ erased: true, counts: { users: 1 } });
    await expect(service(null, 0).deletion.erase('u4'), 'already gone: confirmed again').resolves.toEqual({ erased: true, counts: { users: 0 } });
    expect(await refusal(service(null, null).deletion.erase('u5'))).toMatchObject({ code: 'CONFLICT' });
  });
});
