import { lastValueFrom, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InFlightHandlers } from './in-flight-handlers.js';

describe('InFlightHandlers', () => {
  it('counts a handler until its answer is sent, and is idle once none runs', async () => {
    const inFlight = new InFlightHandlers();
    const answer = new Subject<string>();
    const handled = lastValueFrom(inFlight.intercept({} as never, { handle: () => answer.asObservable() }));
    expect(inFlight.count).toBe(1);
    const idle = inFlight.idle(60_000);
    answer.next('settled');
    answer.complete();
    expect(await handled).toBe('settled');
    expect(await idle).toBe(0);
  });

  it('gives up after the grace period with the handlers still running', async () => {
    const inFlight = new InFlightHandlers();
    inFlight.intercept({} as never, { handle: () => new Subject<string>().asObservable() }).subscribe();
    expect(await inFlight.idle(0)).toBe(1);
  });

  it('counts a failed handler out too', async () => {
    const inFlight = new InFlightHandlers();
    const answer = new Subject<string>();
    const handled = lastValueFrom(inFlight.intercept({} as never, { handle: () => answer.asObservable() })).catch((error: Error) => error.message);
    answer.error(new Error('credits service refused'));
    expect(await handled).toBe('credits service refused');
    expect(inFlight.count).toBe(0);
  });
});
