import { ServerNats } from '@nestjs/microservices';
import { of, Subject, type Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InFlightHandlers } from './in-flight-handlers.js';
import { LeanServerNats } from './lean-server-nats.js';

type Handler = (data: unknown) => Promise<unknown>;

function serverWith(pattern: string, handler: Handler, isEvent = false): { server: LeanServerNats; inFlight: InFlightHandlers } {
  const inFlight = new InFlightHandlers();
  const server = new LeanServerNats({ servers: 'nats://127.0.0.1:4222' }, inFlight);
  server.addHandler(pattern, handler as never, isEvent);
  return { server, inFlight };
}

function message(subject: string, packet: object, reply: string | undefined = '_INBOX.1') {
  const text = JSON.stringify(packet);
  const replies: Array<Record<string, unknown>> = [];
  const msg = {
    subject,
    reply,
    headers: undefined,
    data: new TextEncoder().encode(text),
    json: () => JSON.parse(text) as unknown,
    string: () => text,
    respond: (data: string | Uint8Array) => {
      replies.push(JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)) as Record<string, unknown>);
      return true;
    },
  };
  return { msg, replies };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.restoreAllMocks());

describe('LeanServerNats', () => {
  it('answers a plain value on its short path (not through Nest\'s path or an RxJS stream) and counts the message out with the reply', async () => {
    const nestPath = vi.spyOn(ServerNats.prototype, 'handleMessage');
    const { server, inFlight } = serverWith('credits.balance', async () => ({ balance: 7 }));
    const send = vi.spyOn(server, 'send');
    const { msg, replies } = message('credits.balance', { id: 'r1', pattern: 'credits.balance', data: { userId: 'u' } });
    const handled = server.handleMessage('credits.balance', msg);
    expect(inFlight.count).toBe(1);
    await handled;
    await turnEnds();
    expect(replies).toEqual([{ response: { balance: 7 }, isDisposed: true, id: 'r1' }]);
    expect(nestPath).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(inFlight.count).toBe(0);
  });

  it('sends the short-path replies ready in one event-loop turn together at its end, each message counted until its reply is sent', async () => {
    const { server, inFlight } = serverWith('credits.balance', async (data) => ({ balance: (data as { n: number }).n }));
    const first = message('credits.balance', { id: 'a', pattern: 'credits.balance', data: { n: 1 } });
    const second = message('credits.balance', { id: 'b', pattern: 'credits.balance', data: { n: 2 } });
    await Promise.all([server.handleMessage('credits.balance', first.msg), server.handleMessage('credits.balance', second.msg)]);
    expect([first.replies, second.replies]).toEqual([[], []]);
    expect(inFlight.count).toBe(2);
    await turnEnds();
    expect([first.replies, second.replies]).toEqual([[{ response: { balance: 1 }, isDisposed: true, id: 'a' }], [{ response: { balance: 2 }, isDisposed: true, id: 'b' }]]);
    expect(inFlight.count).toBe(0);
  });

  it("works out a subject's route once, not on every message (Nest's JSON.parse of a plain subject throws each time)", async () => {
    const nestRoute = vi.spyOn(ServerNats.prototype, 'getRouteFromPattern');
    const { server } = serverWith('credits.balance', async () => ({ balance: 1 }));
    nestRoute.mockClear();
    for (const id of ['x', 'y', 'z']) await server.handleMessage('credits.balance', message('credits.balance', { id, pattern: 'credits.balance', data: {} }).msg);
    await turnEnds();
    expect(nestRoute).toHaveBeenCalledTimes(1);
    expect(server.getRouteFromPattern('credits.balance')).toBe('credits.balance');
  });

  it('counts a handler that returns an observable until its last reply is sent', async () => {
    const answer = new Subject<string>();
    const { server, inFlight } = serverWith('notes.stream', async () => answer.asObservable() as Observable<string>);
    const { msg, replies } = message('notes.stream', { id: 'r2', pattern: 'notes.stream', data: {} });
    await server.handleMessage('notes.stream', msg);
    expect(inFlight.count).toBe(1);
    answer.next('first');
    await settle();
    expect(inFlight.count).toBe(1);
    answer.complete();
    await settle();
    expect(replies.at(-1)).toMatchObject({ id: 'r2', isDisposed: true });
    expect(inFlight.count).toBe(0);
  });

  it('counts a handler that throws out once it has failed', async () => {
    const { server, inFlight } = serverWith('goals.add', async () => {
      throw new Error('database refused');
    });
    const { msg } = message('goals.add', { id: 'r3', pattern: 'goals.add', data: {} });
    await expect(server.handleMessage('goals.add', msg)).rejects.toThrow('database refused');
    expect(inFlight.count).toBe(0);
  });

  it('counts a failure answered as an error stream (what the exception filters return) out with the error reply', async () => {
    const { server, inFlight } = serverWith('goals.add', async () => new Subject().asObservable());
    vi.spyOn(server, 'getHandlerByPattern').mockReturnValue(Object.assign(async () => {
      const failed = new Subject();
      setTimeout(() => failed.error({ code: 'GOAL_INVALID' }), 0);
      return failed.asObservable();
    }, { isEventHandler: false }) as never);
    const { msg, replies } = message('goals.add', { id: 'r4', pattern: 'goals.add', data: {} });
    await server.handleMessage('goals.add', msg);
    expect(inFlight.count).toBe(1);
    await settle();
    await settle();
    expect(replies).toEqual([{ err: { code: 'GOAL_INVALID' }, isDisposed: true, id: 'r4' }]);
    expect(inFlight.count).toBe(0);
  });

  it('counts an event (Nest\'s path, no reply) until its handler settles', async () => {
    let finish: () => void = () => undefined;
    const { server, inFlight } = serverWith('progress.updated', () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))), true);
    const { msg, replies } = message('progress.updated', { pattern: 'progress.updated', data: {} }, undefined);
    const handled = server.handleMessage('progress.updated', msg);
    await settle();
    expect(inFlight.count).toBe(1);
    finish();
    await handled;
    expect(replies).toEqual([]);
    expect(inFlight.count).toBe(0);
  });

  it('counts a request for an unknown subject out with Nest\'s no-handler reply', async () => {
    const { server, inFlight } = serverWith('credits.balance', async () => of(1));
    const { msg, replies } = message('credits.unknown', { id: 'r5', pattern: 'credits.unknown', data: {} });
    await server.handleMessage('credits.unknown', msg);
    expect(replies[0]).toMatchObject({ id: 'r5', status: 'error' });
    expect(inFlight.count).toBe(0);
  });
});
