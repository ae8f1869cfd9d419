import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, WEEKLY_PROGRESS_PAGE_SIZE } from '@studyforge/contracts';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { WeeklyProgressTask } from './weekly-progress.task.js';

/** A stand-in for NATS: auth pages through `users`, profile mails everyone but `failing` and those in `optedOut`. */
function fakeRpc(users: string[], failing: Set<string>, optedOut: Set<string>) {
  const pages: Array<{ after: string | null; limit: number }> = [];
  const mailed: string[] = [];
  const rpc = {
    request: async (subject: string, data: Record<string, unknown>, context: { actor: unknown }) => {
      expect(context.actor).toBeNull();
      if (subject === 'auth.verified-user-ids') {
        const { after, limit } = data as { after: string | null; limit: number };
        pages.push({ after, limit });
        const start = after === null ? 0 : users.indexOf(after) + 1;
        return { userIds: users.slice(start, start + limit) };
      }
      const userId = data.userId as string;
      expect(Date.parse(data.weekEnd as string)).toBeGreaterThan(Date.now() - 60_000);
      if (failing.has(userId)) throw new DomainError(ErrorCode.ServiceUnavailable, 'The auth service is not answering right now.');
      if (optedOut.has(userId)) return { sent: false };
      mailed.push(userId);
      return { sent: true };
    },
  };
  return { rpc, pages, mailed };
}

describe('the weekly progress task', () => {
  it('pages through every verified account and asks the profile service to mail each, going on after a failure', async () => {
    const users = Array.from({ length: WEEKLY_PROGRESS_PAGE_SIZE + 3 }, () => randomUUID()).sort();
    const failing = new Set([users[1]!]);
    const optedOut = new Set([users[2]!]);
    const { rpc, pages, mailed } = fakeRpc(users, failing, optedOut);
    await new WeeklyProgressTask(rpc as never, pino({ level: 'silent' })).run({}, { taskId: 'weekly-1', number: 1, final: false });
    expect(pages).toEqual([
      { after: null, limit: WEEKLY_PROGRESS_PAGE_SIZE },
      { after: users[WEEKLY_PROGRESS_PAGE_SIZE - 1], limit: WEEKLY_PROGRESS_PAGE_SIZE },
    ]);
    expect(mailed).toEqual(users.filter((user) => !failing.has(user) && !optedOut.has(user)));
  });
});
