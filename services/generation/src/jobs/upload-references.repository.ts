import type { DataSource } from 'typeorm';

/** Whether an uploaded object is still someone's: a job of its owner names it in its input. */
export class UploadReferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async namedByAJob(userId: string, key: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM generation.jobs WHERE user_id = $1 AND strpos(input::text, $2) > 0 LIMIT 1`, [
      userId,
      key,
    ])) as unknown[];
    return rows.length > 0;
  }
}
