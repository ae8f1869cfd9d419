import { JOB_KINDS, type JobKind } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { JOB_CLASSES, type JobClass } from './job-classes.js';
import { JobQueues, type JobQueue } from './job-queues.js';

interface Added {
  queue: string;
  name: string;
  data: unknown;
  options: { jobId?: string; attempts?: number; backoff?: unknown };
}

function recordingQueues(classes: readonly JobClass[], workers: Record<string, number> = {}) {
  const added: Added[] = [];
  const opened: string[] = [];
  const queues = new JobQueues((queue) => {
    opened.push(queue);
    return {
      add: async (name: string, data: unknown, options: Added['options']) => {
        added.push({ queue, name, data, options });
        return undefined as never;
      },
      getWorkersCount: async () => workers[queue] ?? 0,
      close: async () => undefined,
    } as unknown as JobQueue;
  }, classes);
  return { queues, added, opened };
}

const shortClass = JOB_CLASSES.find((jobClass) => jobClass.name === 'short-generation')!;
const longAudio = JOB_CLASSES.find((jobClass) => jobClass.name === 'long-audio')!;

describe('job classes', () => {
  it('put every job kind in exactly one class, students\' short work on its own queue', () => {
    for (const kind of JOB_KINDS) expect(JOB_CLASSES.filter((jobClass) => jobClass.kinds.includes(kind))).toHaveLength(1);
    expect(shortClass.kinds).toEqual(expect.arrayContaining(['flashcards', 'quiz', 'practice-test', 'notes', 'trivia', 'read-aloud']));
    expect(new Set(JOB_CLASSES.map((jobClass) => jobClass.queue)).size).toBe(JOB_CLASSES.length);
  });
});

describe('JobQueues', () => {
  it('sends each short kind to the short generation queue, under the job id, with that class\'s retries', async () => {
    const { queues, added, opened } = recordingQueues(JOB_CLASSES);
    expect(opened).toEqual([shortClass.queue, 'long-audio', 'background']);
    await queues.enqueue('flashcards', 'job-1');
    await queues.enqueue('read-aloud', 'job-2');
    expect(added).toEqual([
      expect.objectContaining({ queue: 'generation', name: 'flashcards', data: { jobId: 'job-1' }, options: expect.objectContaining({ jobId: 'job-1', attempts: 3, backoff: shortClass.backoff }) }),
      expect.objectContaining({ queue: 'generation', name: 'read-aloud', data: { jobId: 'job-2' } }),
    ]);
  });

  it('sends a kind of another class to that class\'s own queue, with its own retries', async () => {
    const audio: JobKind = 'read-aloud';
    const classes = [
      { ...shortClass, kinds: shortClass.kinds.filter((kind) => kind !== audio) },
      { ...longAudio, kinds: [...longAudio.kinds, audio] },
      JOB_CLASSES.find((jobClass) => jobClass.name === 'background')!,
    ];
    const { queues, added, opened } = recordingQueues(classes);
    expect(opened).toEqual(['generation', 'long-audio', 'background']);
    await queues.enqueue(audio, 'job-3');
    await queues.enqueue('notes', 'job-4');
    expect(added.map((job) => [job.queue, job.name, job.options.attempts])).toEqual([
      ['long-audio', audio, longAudio.attempts],
      ['generation', 'notes', shortClass.attempts],
    ]);
  });

  it('refuses to start when a kind sits in no class, or in two', () => {
    const withoutNotes = JOB_CLASSES.map((jobClass) => ({ ...jobClass, kinds: jobClass.kinds.filter((kind) => kind !== 'notes') }));
    expect(() => recordingQueues(withoutNotes)).toThrow('No job class for: notes');
    const twice = JOB_CLASSES.map((jobClass) => (jobClass.name === 'background' ? { ...jobClass, kinds: [...jobClass.kinds, 'quiz' as const] } : jobClass));
    expect(() => recordingQueues(twice)).toThrow('In more than one job class: quiz');
  });

  it('is healthy only while every class with kinds or tasks has a worker', async () => {
    expect(await recordingQueues(JOB_CLASSES, { generation: 2, 'long-audio': 1, background: 1 }).queues.workersCheck()).toEqual({
      status: 'up',
      detail: 'short-generation: 2 connected, long-audio: 1 connected, background: 1 connected',
    });
    expect(await recordingQueues(JOB_CLASSES, { generation: 2 }).queues.workersCheck()).toEqual({
      status: 'down',
      detail: 'no generation worker is running for long-audio, background jobs',
    });
    expect(await recordingQueues(JOB_CLASSES).queues.workersCheck()).toEqual({
      status: 'down',
      detail: 'no generation worker is running for short-generation, long-audio, background jobs',
    });
  });
});
