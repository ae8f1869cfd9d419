import type { Lecture } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';
import type { TutorPassage } from './tutor-answerer.js';

export interface NewLecture {
  userId: string;
  jobId: string;
  voice: string;
  lecture: Lecture;
  passages: TutorPassage[];
  audioKey: string | null;
}

/** generation.tutor_lectures: a student's lectures and the passages their questions are answered from. */
export class TutorLecturesRepository {
  constructor(private readonly db: DataSource) {}

  async saveOnce(lecture: NewLecture): Promise<string> {
    const rows: Array<{ id: string }> = await this.db.query(
      `INSERT INTO generation.tutor_lectures (user_id, job_id, title, voice, lecture, passages, audio_key) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id`,
      [lecture.userId, lecture.jobId, lecture.lecture.title, lecture.voice, JSON.stringify(lecture.lecture), JSON.stringify(lecture.passages), lecture.audioKey],
    );
    return rows[0]!.id;
  }

  /** The lecture a job saved, found by its job id (null when it saved none). */
  async ofJob(jobId: string): Promise<{ id: string; lecture: Lecture; audioKey: string | null } | null> {
    const rows: Array<{ id: string; lecture: Lecture; audio_key: string | null }> = await this.db.query(
      `SELECT id, lecture, audio_key FROM generation.tutor_lectures WHERE job_id = $1`,
      [jobId],
    );
    const row = rows[0];
    return row ? { id: row.id, lecture: row.lecture, audioKey: row.audio_key } : null;
  }

  /** The student's own lecture's title and passages, or null. */
  async passages(userId: string, lectureId: string): Promise<{ title: string; passages: TutorPassage[] } | null> {
    const rows: Array<{ title: string; passages: TutorPassage[] }> = await this.db.query(
      `SELECT title, passages FROM generation.tutor_lectures WHERE user_id = $1 AND id = $2`,
      [userId, lectureId],
    );
    return rows[0] ?? null;
  }
}
