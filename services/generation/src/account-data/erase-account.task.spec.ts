import { DomainError, ErrorCode } from '@studyforge/contracts';
import { createLogger, type RpcClient } from '@studyforge/service-kit';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { EraseAccountTask } from './erase-account.task.js';

const USER = '3f1c5b8e-2a4d-4c6b-9e7f-1a2b3c4d5e6f';

function fakeRpc(down: Set<string>) {
  const calls: string[] = [];
  const rpc = {
    request: async (subject: string, data: { userId: string }, context: { actor: unknown }) => {
      calls.push(subject);
      expect(data).toEqual({ userId: USER });
      expect(context.actor, 'erasures are sent by the system, never as the student').toBeNull();
      const service = subject.split('.')[0]!;
      if (down.has(service)) throw new DomainError(ErrorCode.ServiceUnavailable, `${service} is not answering`);
      return { erased: true, counts: { rows: 1 } };
    },
  } as unknown as RpcClient;
  return { rpc, calls };
}

describe('erasing an account in every service', () => {
  const logger = createLogger('test', 'silent');

  it('fails the attempt while a service does not confirm, and leaves auth (the record of the erasure) alone', async () => {
    const down = new Set(['trivia']);
    const { rpc, calls } = fakeRpc(down);
    const task = new EraseAccountTask(rpc, logger, ['auth', 'credits', 'trivia', 'books']);
    await expect(task.run({ userId: USER }, { taskId: 't', number: 1, final: false })).rejects.toThrow('not confirmed yet by: trivia');
    expect(calls.sort()).toEqual(['books.erase-user-data', 'credits.erase-user-data', 'trivia.erase-user-data']);

    down.clear();
    calls.length = 0;
    await task.run({ userId: USER }, { taskId: 't', number: 2, final: false });
    expect(calls.at(-1), 'auth goes last').toBe('auth.erase-user-data');
    expect(calls).toHaveLength(4);
  });

  it('does not retry a malformed task', async () => {
    const task = new EraseAccountTask(fakeRpc(new Set()).rpc, logger, ['auth']);
    await expect(task.run({ userId: 'nobody' }, { taskId: 't', number: 1, final: false })).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
