import { randomUUID } from 'node:crypto';
import type { JobStatus } from '@studyforge/contracts';
import type { JobQueues } from '../jobs/job-queues.js';
import type { JobStatusService } from '../jobs/job-status.service.js';
import type { UserObjectsRepository } from './user-objects.repository.js';

/** An export still running after this long is taken for lost, and a new one may start. */
const RUNNING_EXPORT_MS = 60 * 60_000;

/** Starts a student's data export as a background job (free, followed like any job) or answers the one running. */
export class DataExportService {
  constructor(
    private readonly objects: UserObjectsRepository,
    private readonly status: JobStatusService,
    private readonly queues: JobQueues,
    private readonly now: () => number = Date.now,
  ) {}

  async start(userId: string): Promise<JobStatus> {
    const latest = await this.objects.latestExport(userId);
    if (latest && latest.stage !== 'done' && latest.stage !== 'failed' && this.now() - Date.parse(latest.createdAt) < RUNNING_EXPORT_MS) {
      return latest;
    }
    const job = await this.status.created({
      id: randomUUID(),
      userId,
      kind: 'data-export',
      input: { files: [], text: '', count: null, voice: null },
      creditsReserved: 0,
    });
    await this.queues.enqueue('data-export', job.id);
    return (await this.objects.latestExport(userId))!;
  }

  latest(userId: string): Promise<JobStatus | null> {
    return this.objects.latestExport(userId);
  }
}
