import { afterEach, describe, expect, it } from 'vitest';
import { closeParsingThreads, prepareParsingThread, takeParsingThread } from './parsing-threads.js';

const taken: { terminate(): Promise<number> }[] = [];
const take = (memoryMb?: number) => {
  const worker = takeParsingThread(memoryMb);
  taken.push(worker);
  return worker;
};

afterEach(async () => {
  await Promise.all(taken.splice(0).map((worker) => worker.terminate()));
  await closeParsingThreads();
});

describe('parsing threads started ahead of their file', () => {
  it('hands the next file the thread started ahead, and the file after it a new one', async () => {
    const waiting = prepareParsingThread();
    expect(prepareParsingThread()).toBe(waiting);
    expect(take()).toBe(waiting);
    expect(take()).not.toBe(waiting);
  });

  it('starts a thread of its own for a file read under another heap cap', async () => {
    const waiting = prepareParsingThread();
    expect(take(64)).not.toBe(waiting);
    expect(take()).toBe(waiting);
  });

  it('never hands out a waiting thread that has stopped', async () => {
    const waiting = prepareParsingThread();
    await waiting.terminate();
    const next = take();
    expect(next).not.toBe(waiting);
    expect(prepareParsingThread()).not.toBe(waiting);
  });
});
