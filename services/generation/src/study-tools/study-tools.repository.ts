import type { EssayGrading, EssayType, SavedEssayGrade, SavedVisualAnalysis, VisualAnalysis } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

interface VisualRow {
  id: string;
  file_name: string;
  question: string;
  analysis: string;
  visual: VisualAnalysis;
  created_at: Date;
}

interface EssayRow {
  id: string;
  title: string;
  essay_type: EssayType;
  grading: EssayGrading;
  created_at: Date;
}

/** generation.visual_analyses and generation.essay_grades: the only code touching those tables. */
export class StudyToolsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One analysis per job: a retried job finds the row its first run saved. */
  async saveVisualAnalysis(row: { userId: string; jobId: string; fileName: string; question: string; analysis: string; visual: VisualAnalysis }): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO generation.visual_analyses (user_id, job_id, file_name, question, analysis, visual) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id`,
      [row.userId, row.jobId, row.fileName, row.question, row.analysis, JSON.stringify(row.visual)],
    );
    return rows[0]!.id;
  }

  async saveEssayGrade(row: { userId: string; jobId: string; title: string; essayType: EssayType; essayText: string; grading: EssayGrading }): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO generation.essay_grades (user_id, job_id, title, essay_type, essay_text, grading, overall_score) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (job_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id`,
      [row.userId, row.jobId, row.title, row.essayType, row.essayText, JSON.stringify(row.grading), row.grading.overallScore],
    );
    return rows[0]!.id;
  }

  /** The analysis a job saved, found by its job id (null when it saved none). */
  async visualAnalysisOfJob(jobId: string): Promise<{ id: string; question: string; analysis: string; visual: VisualAnalysis } | null> {
    const rows: Array<{ id: string; question: string; analysis: string; visual: VisualAnalysis }> = await this.dataSource.query(
      `SELECT id, question, analysis, visual FROM generation.visual_analyses WHERE job_id = $1`,
      [jobId],
    );
    return rows[0] ?? null;
  }

  /** The grade a job saved, found by its job id (null when it saved none). */
  async essayGradeOfJob(jobId: string): Promise<{ id: string; title: string; essayType: EssayType; grading: EssayGrading } | null> {
    const rows: Array<{ id: string; title: string; essay_type: EssayType; grading: EssayGrading }> = await this.dataSource.query(
      `SELECT id, title, essay_type, grading FROM generation.essay_grades WHERE job_id = $1`,
      [jobId],
    );
    const row = rows[0];
    return row ? { id: row.id, title: row.title, essayType: row.essay_type, grading: row.grading } : null;
  }

  async listVisualAnalyses(userId: string): Promise<SavedVisualAnalysis[]> {
    const rows: VisualRow[] = await this.dataSource.query(
      `SELECT id, file_name, question, analysis, visual, created_at FROM generation.visual_analyses WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
      [userId],
    );
    return rows.map((row) => ({ id: row.id, fileName: row.file_name, question: row.question, analysis: row.analysis, visual: row.visual, createdAt: row.created_at.toISOString() }));
  }

  async listEssayGrades(userId: string): Promise<SavedEssayGrade[]> {
    const rows: EssayRow[] = await this.dataSource.query(
      `SELECT id, title, essay_type, grading, created_at FROM generation.essay_grades WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
      [userId],
    );
    return rows.map((row) => ({ id: row.id, title: row.title, essayType: row.essay_type, grading: row.grading, createdAt: row.created_at.toISOString() }));
  }
}
