import { recapAudioUrl, type RecapLength, type RecapType, type SavedRecap, type TutorVoice } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

export interface FinishedChunk {
  index: number;
  textHash: string;
  audioKey: string;
  seconds: number;
  bytes: number;
}

export interface NewRecap {
  userId: string;
  jobId: string;
  title: string;
  type: RecapType;
  length: RecapLength;
  voice: TutorVoice;
  durationSeconds: number;
  audioKey: string;
  script: object;
}

interface RecapRow {
  id: string;
  title: string;
  recap_type: RecapType;
  recap_length: RecapLength;
  voice: TutorVoice;
  duration_seconds: number;
  audio_key: string;
  created_at: Date;
}

/** generation.audio_recaps (saved recaps) and generation.audio_recap_chunks (the finished speech chunks of a recap being made). */
export class AudioRecapRepository {
  constructor(private readonly db: DataSource) {}

  async finishedChunks(jobId: string): Promise<FinishedChunk[]> {
    const rows: Array<{ chunk_index: number; text_hash: string; audio_key: string; seconds: number; bytes: number }> = await this.db.query(
      `SELECT chunk_index, text_hash, audio_key, seconds, bytes FROM generation.audio_recap_chunks WHERE job_id = $1 ORDER BY chunk_index`,
      [jobId],
    );
    return rows.map((row) => ({ index: row.chunk_index, textHash: row.text_hash, audioKey: row.audio_key, seconds: row.seconds, bytes: row.bytes }));
  }

  async saveChunk(jobId: string, userId: string, chunk: FinishedChunk): Promise<void> {
    await this.db.query(
      `INSERT INTO generation.audio_recap_chunks (job_id, user_id, chunk_index, text_hash, audio_key, seconds, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (job_id, chunk_index) DO UPDATE SET text_hash = EXCLUDED.text_hash, audio_key = EXCLUDED.audio_key, seconds = EXCLUDED.seconds, bytes = EXCLUDED.bytes`,
      [jobId, userId, chunk.index, chunk.textHash, chunk.audioKey, chunk.seconds, chunk.bytes],
    );
  }

  async dropChunks(jobId: string): Promise<void> {
    await this.db.query(`DELETE FROM generation.audio_recap_chunks WHERE job_id = $1`, [jobId]);
  }

  /** Saves the recap once per job (a rerun after a crash finds the first one). */
  async saveOnce(recap: NewRecap): Promise<string> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO generation.audio_recaps (user_id, job_id, title, recap_type, recap_length, voice, duration_seconds, audio_key, script)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id`,
      [recap.userId, recap.jobId, recap.title, recap.type, recap.length, recap.voice, recap.durationSeconds, recap.audioKey, JSON.stringify(recap.script)],
    );
    return rows[0]!.id;
  }

  /** The recap a job saved, found by its job id (null when it saved none). */
  async ofJob(jobId: string): Promise<{ id: string; audioKey: string } | null> {
    const rows: Array<{ id: string; audio_key: string }> = await this.db.query(`SELECT id, audio_key FROM generation.audio_recaps WHERE job_id = $1`, [jobId]);
    const row = rows[0];
    return row ? { id: row.id, audioKey: row.audio_key } : null;
  }

  async list(userId: string): Promise<SavedRecap[]> {
    const rows: RecapRow[] = await this.db.query(`${SELECT} WHERE user_id = $1 ORDER BY created_at DESC`, [userId]);
    return rows.map(toSavedRecap);
  }

  /** The student's own recap, or null (another student's recap is not theirs to see). */
  async find(userId: string, recapId: string): Promise<(SavedRecap & { audioKey: string }) | null> {
    const rows: RecapRow[] = await this.db.query(`${SELECT} WHERE user_id = $1 AND id = $2`, [userId, recapId]);
    return rows[0] ? { ...toSavedRecap(rows[0]), audioKey: rows[0].audio_key } : null;
  }

  async delete(userId: string, recapId: string): Promise<boolean> {
    const result: unknown[] = await this.db.query(`DELETE FROM generation.audio_recaps WHERE user_id = $1 AND id = $2 RETURNING job_id`, [userId, recapId]);
    // The Postgres driver answers a DELETE with [rows, count].
    const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ job_id: string }>;
    if (rows.length === 0) return false;
    // The job no longer names the audio it made (a data export would look for it).
    await this.db.query(`UPDATE generation.jobs SET result = result - 'audioKey' WHERE id = $1 AND user_id = $2`, [rows[0]!.job_id, userId]);
    return true;
  }
}

const SELECT = `SELECT id, title, recap_type, recap_length, voice, duration_seconds, audio_key, created_at FROM generation.audio_recaps`;

function toSavedRecap(row: RecapRow): SavedRecap {
  return {
    id: row.id,
    title: row.title,
    duration: Math.round(row.duration_seconds / 60),
    durationSeconds: Math.round(row.duration_seconds * 10) / 10,
    voiceStyle: row.voice,
    type: row.recap_type,
    length: row.recap_length,
    createdAt: row.created_at.toISOString(),
    audioUrl: recapAudioUrl(row.id),
  };
}
