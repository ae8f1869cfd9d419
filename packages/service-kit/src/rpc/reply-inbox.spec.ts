import { NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));
import { ReplyInbox, type InboxConnection, type InboxMessage } from './reply-inbox.js';

/** A connection that records publishes and lets the test deliver messages to the one reply subscription. */
function fakeConnection() {
  const published: Array<{ subject: string; payload: string; reply: string }> = [];
  let deliver: (error: Error | null, message: InboxMessage) => void = () => undefined;
  const subscriptions: string[] = [];
  let unsubscribed = 0;
  const connection: InboxConnection = {
    publish: (subject, payload, { reply }) => void published.push({ subject, payload, reply }),
    subscribe: (subject, { callback }) => {
      subscriptions.push(subject);
      deliver = callback;
      return { unsubscribe: () => void unsubscribed++ };
    },
  };
  const message = (subject: string, text: string, code?: number): InboxMessage => ({
    subject,
    data: new TextEncoder().encode(text),
    headers: code === undefined ? undefined : { code },
    string: () => text,
  });
  return { connection, published, subscriptions, unsubscribed: () => unsubscribed, deliver: (...args: Parameters<typeof deliver>) => deliver(...args), message };
}

describe('ReplyInbox', () => {
  it('subscribes once under the inbox prefix and gives each call the reply sent to its own reply subject', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.connection, '_INBOX_gateway');
    const first = inbox.request('credits.balance', '{"n":1}', 1000);
    const second = inbox.request('credits.stats', '{"n":2}', 1000);
    expect(nats.published).toEqual([]);
    await turnEnds();
    expect(nats.published.map(({ subject, payload }) => [subject, payload])).toEqual([['credits.balance', '{"n":1}'], ['credits.stats', '{"n":2}']]);
    expect(nats.subscriptions).toHaveLength(1);
    expect(nats.subscriptions[0]).toMatch(/^_INBOX_gateway\.\w+\.\*$/);
    const [a, b] = nats.published;
    expect(a!.reply.startsWith(nats.subscriptions[0]!.slice(0, -1))).toBe(true);
    expect(a!.reply).not.toBe(b!.reply);
    nats.deliver(null, nats.message(b!.reply, 'two'));
    nats.deliver(null, nats.message(a!.reply, 'one'));
    expect([(await first).string(), (await second).string()]).toEqual(['one', 'two']);
    expect(inbox.waiting).toBe(0);
  });

  it('fails a call at once when nobody listens on its subject (NATS answers 503 without data)', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.connection);
    const call = inbox.request('credits.balance', '{}', 60_000);
    await turnEnds();
    nats.deliver(null, nats.message(nats.published[0]!.reply, '', 503));
    await expect(call).rejects.toBeInstanceOf(NoRespondersError);
    expect(inbox.waiting).toBe(0);
  });

  it('does not publish a call that has already ended before the end of its turn', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.connection);
    const call = inbox.request('credits.balance', '{}', 60_000);
    inbox.close();
    await expect(call).rejects.toBeInstanceOf(RequestError);
    await turnEnds();
    expect(nats.published).toEqual([]);
  });

  it('fails a call that gets no reply within its timeout, and ignores a reply that comes later', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.connection);
    const call = inbox.request('credits.balance', '{}', 20);
    await turnEnds();
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    expect(inbox.waiting).toBe(0);
    expect(() => nats.deliver(null, nats.message(nats.published[0]!.reply, 'late'))).not.toThrow();
  });

  it('fails the call whose publish throws, every waiting call when the subscription fails, and every one on close', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(
      {
        ...nats.connection,
        publish: (subject, payload, options) => {
          if (subject === 'closed.subject') throw new Error('connection draining');
          nats.connection.publish(subject, payload, options);
        },
      },
      undefined,
    );
    await expect(inbox.request('closed.subject', '{}', 60_000)).rejects.toThrow('connection draining');
    const waiting = [inbox.request('a.b', '{}', 60_000), inbox.request('c.d', '{}', 60_000)];
    nats.deliver(new Error('permissions violation'), nats.message('', ''));
    for (const call of waiting) await expect(call).rejects.toThrow('permissions violation');
    expect(inbox.usable).toBe(false);

    const other = fakeConnection();
    const closing = new ReplyInbox(other.connection);
    const pending = closing.request('a.b', '{}', 60_000);
    closing.close();
    await expect(pending).rejects.toBeInstanceOf(RequestError);
    expect(other.unsubscribed()).toBe(1);
    expect(closing.usable).toBe(false);
  });
});
