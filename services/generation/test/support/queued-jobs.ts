import type { JobKind } from '@studyforge/contracts';
import { bullConnection, JobQueues } from '../../src/jobs/job-queues.js';

/**
 * The stack's job queues, to wait until a worker has finished with a job (completed or failed on its queue): a
 * job's row may end (a cancel) while its worker still runs, and what that worker does last must be seen too.
 */
export function queuedJobs() {
  const connection = bullConnection(process.env.REDIS_URL!);
  const queues = JobQueues.connect(connection);
  return {
    /** Call it once the job's start has answered: a job never queued (cancelled while it was being started) is finished too. */
    async finished(kind: JobKind, jobId: string): Promise<boolean> {
      const state = await queues.state(kind, jobId);
      return state === 'completed' || state === 'failed' || state === 'unknown';
    },
    async close(): Promise<void> {
      await queues.close();
      connection.disconnect();
    },
  };
}
