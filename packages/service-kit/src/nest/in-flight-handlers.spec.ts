import { describe, expect, it } from 'vitest';
import { InFlightHandlers } from './in-flight-handlers.js';

describe('InFlightHandlers', () => {
  it('counts a message in until it is counted out, once however often, and is idle once none runs', async () => {
    const inFlight = new InFlightHandlers();
    const exit = inFlight.enter();
    inFlight.enter()();
    expect(inFlight.count).toBe(1);
    const idle = inFlight.idle(60_000);
    exit();
    exit();
    expect(inFlight.count).toBe(0);
    expect(await idle).toBe(0);
  });

  it('gives up after the grace period with the messages still running', async () => {
    const inFlight = new InFlightHandlers();
    inFlight.enter();
    expect(await inFlight.idle(0)).toBe(1);
  });
});
