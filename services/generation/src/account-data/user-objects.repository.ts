import type { JobStatus } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';
import { GenerationJob } from '../entities/generation-job.entity.js';
import { toJobStatus } from '../jobs/jobs.repository.js';

/** A key of a stored object named in a job's input or result: `key`, `audioKey`, `objectKey`, ... */
const KEY_PROPERTY = /^(key|[a-z][A-Za-z]*Key)$/;

export interface StoredUpload {
  jobId: string;
  key: string;
  fileName: string;
}

/** What Data & Export reads of generation.jobs: the student's export jobs, uploads and stored objects. */
export class UserObjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async latestExport(userId: string): Promise<JobStatus | null> {
    const job = await this.dataSource.getRepository(GenerationJob).findOne({
      where: { userId, kind: 'data-export' },
      order: { createdAt: 'DESC' },
    });
    return job ? toJobStatus(job) : null;
  }

  async uploads(userId: string): Promise<StoredUpload[]> {
    return (await this.dataSource.query(
      `SELECT j.id AS "jobId", f->>'key' AS key, f->>'fileName' AS "fileName"
       FROM generation.jobs j, jsonb_array_elements(coalesce(j.input->'files', '[]'::jsonb)) f
       WHERE j.user_id = $1 AND f->>'key' IS NOT NULL ORDER BY j.created_at`,
      [userId],
    )) as StoredUpload[];
  }

  /**
   * Objects the student's jobs made (audio recaps, lectures, ...), named in their results; not the spoken
   * snippets of read-aloud, nor earlier exports.
   */
  async madeObjects(userId: string): Promise<Array<{ jobId: string; kind: string; key: string }>> {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, result FROM generation.jobs WHERE user_id = $1 AND stage = 'done' AND kind NOT IN ('read-aloud', 'data-export') ORDER BY created_at`,
      [userId],
    )) as Array<{ id: string; kind: string; result: unknown }>;
    return rows.flatMap((row) => {
      const keys = new Set<string>();
      collectKeys(row.result, keys);
      return [...keys].map((key) => ({ jobId: row.id, kind: row.kind, key }));
    });
  }

  /** Every object key the student's jobs name, in their input or their result. */
  async objectKeys(userId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(`SELECT input, result FROM generation.jobs WHERE user_id = $1`, [userId])) as Array<{
      input: unknown;
      result: unknown;
    }>;
    const keys = new Set<string>();
    for (const row of rows) {
      collectKeys(row.input, keys);
      collectKeys(row.result, keys);
    }
    return [...keys];
  }
}

function collectKeys(value: unknown, keys: Set<string>): void {
  if (Array.isArray(value)) return value.forEach((item) => collectKeys(item, keys));
  if (typeof value !== 'object' || value === null) return;
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' && KEY_PROPERTY.test(name) && item.includes('/')) keys.add(item);
    else collectKeys(item, keys);
  }
}
