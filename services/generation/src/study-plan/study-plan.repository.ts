import { randomUUID } from 'node:crypto';
import type { StudyGoal, StudyPriority, StudySession, StudySessionStatus, StudyShortfall } from '@studyforge/contracts';
import type { DataSource, EntityManager } from 'typeorm';

export interface NewStudyGoal {
  subject: string;
  description: string;
  priority: StudyPriority;
  dueDate: string;
  estimatedHours: number;
}

export interface StoredPlan {
  id: string;
  createdAt: string;
  startDate: string;
  timeZone: string;
  hoursPerDay: number;
  shortfalls: StudyShortfall[];
}

export interface NewPlan {
  userId: string;
  jobId: string;
  startDate: string;
  timeZone: string;
  hoursPerDay: number;
  shortfalls: StudyShortfall[];
  sessions: Array<{ goalId: string; date: string; startTime: string; minutes: number; kind: 'study' | 'review'; startsAt: Date }>;
}

/** A session with what its reminder says. */
export interface ReminderSession extends StudySession {
  userId: string;
  timeZone: string;
}

interface GoalRow {
  id: string;
  subject: string;
  description: string;
  priority: StudyPriority;
  due_date: string;
  estimated_hours: number;
  created_at: Date;
}

interface SessionRow {
  id: string;
  goal_id: string;
  subject: string;
  day: string;
  start_time: string;
  minutes: number;
  kind: 'study' | 'review';
  status: StudySessionStatus;
  starts_at: Date;
}

const SESSION_COLUMNS = `s.id, s.goal_id, g.subject, to_char(s.day, 'YYYY-MM-DD') AS day, s.start_time, s.minutes, s.kind, s.status, s.starts_at`;

/** Study goals, plans, sessions and calendar links: the only code touching those tables. */
export class StudyPlanRepository {
  constructor(private readonly dataSource: DataSource) {}

  async listGoals(userId: string): Promise<StudyGoal[]> {
    const rows: GoalRow[] = await this.dataSource.query(
      `SELECT id, subject, description, priority, to_char(due_date, 'YYYY-MM-DD') AS due_date, estimated_hours, created_at
         FROM generation.study_goals WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map(toGoal);
  }

  /** Adds the goal unless the student already has `max` of them (then null). */
  async addGoal(userId: string, goal: NewStudyGoal, max: number): Promise<StudyGoal | null> {
    const rows: GoalRow[] = await this.dataSource.query(
      `INSERT INTO generation.study_goals (user_id, subject, description, priority, due_date, estimated_hours)
         SELECT $1, $2, $3, $4, $5, $6
          WHERE (SELECT count(*) FROM generation.study_goals WHERE user_id = $1) < $7
       RETURNING id, subject, description, priority, to_char(due_date, 'YYYY-MM-DD') AS due_date, estimated_hours, created_at`,
      [userId, goal.subject, goal.description, goal.priority, goal.dueDate, goal.estimatedHours, max],
    );
    return rows[0] ? toGoal(rows[0]) : null;
  }

  /** Removes the goal and its sessions (the plan's calendar is written again on its next read); null when the student has no such goal. */
  async removeGoal(userId: string, goalId: string): Promise<{ sessionIds: string[] } | null> {
    return this.dataSource.transaction(async (db) => {
      const sessions: Array<{ id: string }> = await db.query(`SELECT id FROM generation.study_sessions WHERE user_id = $1 AND goal_id = $2`, [userId, goalId]);
      const [, deleted] = (await db.query(`DELETE FROM generation.study_goals WHERE user_id = $1 AND id = $2`, [userId, goalId])) as [unknown, number];
      if (deleted === 0) return null;
      if (sessions.length) await db.query(`UPDATE generation.study_plans SET calendar = NULL WHERE user_id = $1`, [userId]);
      return { sessionIds: sessions.map((session) => session.id) };
    });
  }

  /** The current plan with its stored iCalendar text (null when it has to be written: after a goal's removal). */
  async storedCalendar(userId: string): Promise<{ planId: string; startDate: string; calendar: string | null } | null> {
    const rows: Array<{ id: string; start_date: string; calendar: string | null }> = await this.dataSource.query(
      `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date, calendar FROM generation.study_plans WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    const row = rows[0];
    return row ? { planId: row.id, startDate: row.start_date, calendar: row.calendar } : null;
  }

  async storeCalendar(planId: string, calendar: string): Promise<void> {
    await this.dataSource.query(`UPDATE generation.study_plans SET calendar = $2 WHERE id = $1`, [planId, calendar]);
  }

  async currentPlan(userId: string): Promise<{ plan: StoredPlan; sessions: StudySession[] } | null> {
    const plans: Array<{ id: string; created_at: Date; start_date: string; time_zone: string; hours_per_day: number; shortfalls: StudyShortfall[] }> =
      await this.dataSource.query(
        `SELECT id, created_at, to_char(start_date, 'YYYY-MM-DD') AS start_date, time_zone, hours_per_day, shortfalls
           FROM generation.study_plans WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [userId],
      );
    const row = plans[0];
    if (!row) return null;
    const sessions: SessionRow[] = await this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM generation.study_sessions s JOIN generation.study_goals g ON g.id = s.goal_id
        WHERE s.plan_id = $1 ORDER BY s.starts_at, s.id`,
      [row.id],
    );
    return {
      plan: {
        id: row.id,
        createdAt: row.created_at.toISOString(),
        startDate: row.start_date,
        timeZone: row.time_zone,
        hoursPerDay: row.hours_per_day,
        shortfalls: row.shortfalls,
      },
      sessions: sessions.map(toSession),
    };
  }

  /**
   * Saves a job's plan as the student's plan, replacing the previous one, once per job: a retried job
   * finds what its first run saved. Answers the plan's id and the ids of the sessions it replaced.
   */
  /** The plan a job saved, found by its job id (null when it saved none or a later plan replaced it). */
  async planOfJob(jobId: string): Promise<{ planId: string; sessionCount: number; shortfalls: StudyShortfall[] } | null> {
    const rows: Array<{ id: string; shortfalls: StudyShortfall[]; sessions: number }> = await this.dataSource.query(
      `SELECT plan.id, plan.shortfalls, (SELECT count(*)::int FROM generation.study_sessions WHERE plan_id = plan.id) AS sessions
         FROM generation.study_plans plan WHERE plan.job_id = $1`,
      [jobId],
    );
    const row = rows[0];
    return row ? { planId: row.id, sessionCount: row.sessions, shortfalls: row.shortfalls } : null;
  }

  async savePlan(plan: NewPlan): Promise<{ planId: string; sessions: Array<{ id: string; startsAt: Date }>; replacedSessionIds: string[] }> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`study-plan:${plan.userId}`]);
      const existing: Array<{ id: string }> = await db.query(`SELECT id FROM generation.study_plans WHERE job_id = $1`, [plan.jobId]);
      if (existing[0]) {
        const sessions: Array<{ id: string; starts_at: Date }> = await db.query(
          `SELECT id, starts_at FROM generation.study_sessions WHERE plan_id = $1 ORDER BY starts_at`,
          [existing[0].id],
        );
        return { planId: existing[0].id, sessions: sessions.map((row) => ({ id: row.id, startsAt: row.starts_at })), replacedSessionIds: [] };
      }
      const replaced: Array<{ id: string }> = await db.query(`SELECT id FROM generation.study_sessions WHERE user_id = $1`, [plan.userId]);
      await db.query(`DELETE FROM generation.study_plans WHERE user_id = $1`, [plan.userId]);
      const planId = randomUUID();
      await db.query(
        `INSERT INTO generation.study_plans (id, user_id, job_id, start_date, time_zone, hours_per_day, shortfalls) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [planId, plan.userId, plan.jobId, plan.startDate, plan.timeZone, plan.hoursPerDay, JSON.stringify(plan.shortfalls)],
      );
      const sessionIds = plan.sessions.map(() => randomUUID());
      await insertSessions(db, planId, plan, sessionIds);
      return {
        planId,
        sessions: sessionIds.map((id, index) => ({ id, startsAt: plan.sessions[index]!.startsAt })),
        replacedSessionIds: replaced.map((session) => session.id),
      };
    });
  }

  async setSessionStatus(userId: string, sessionId: string, status: StudySessionStatus): Promise<StudySession | null> {
    const [, updated] = (await this.dataSource.query(`UPDATE generation.study_sessions SET status = $3 WHERE user_id = $1 AND id = $2`, [
      userId,
      sessionId,
      status,
    ])) as [unknown, number];
    if (updated === 0) return null;
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM generation.study_sessions s JOIN generation.study_goals g ON g.id = s.goal_id WHERE s.id = $1`,
      [sessionId],
    );
    return rows[0] ? toSession(rows[0]) : null;
  }

  async reminderSession(sessionId: string): Promise<ReminderSession | null> {
    const rows: Array<SessionRow & { user_id: string; time_zone: string }> = await this.dataSource.query(
      `SELECT ${SESSION_COLUMNS}, s.user_id, p.time_zone
         FROM generation.study_sessions s
         JOIN generation.study_goals g ON g.id = s.goal_id
         JOIN generation.study_plans p ON p.id = s.plan_id
        WHERE s.id = $1`,
      [sessionId],
    );
    const row = rows[0];
    return row ? { ...toSession(row), userId: row.user_id, timeZone: row.time_zone } : null;
  }

  /** Keeps only the hash of the new token; the previous token stops working. */
  async saveFeedToken(userId: string, tokenHash: string): Promise<Date> {
    const rows: Array<{ created_at: Date }> = await this.dataSource.query(
      `INSERT INTO generation.study_calendar_feeds (user_id, token_hash, created_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at
       RETURNING created_at`,
      [userId, tokenHash],
    );
    return rows[0]!.created_at;
  }

  async feedCreatedAt(userId: string): Promise<Date | null> {
    const rows: Array<{ created_at: Date }> = await this.dataSource.query(`SELECT created_at FROM generation.study_calendar_feeds WHERE user_id = $1`, [userId]);
    return rows[0]?.created_at ?? null;
  }

  async deleteFeed(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM generation.study_calendar_feeds WHERE user_id = $1`, [userId]);
  }

  async userOfFeed(tokenHash: string): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(`SELECT user_id FROM generation.study_calendar_feeds WHERE token_hash = $1`, [tokenHash]);
    return rows[0]?.user_id ?? null;
  }
}

async function insertSessions(db: EntityManager, planId: string, plan: NewPlan, ids: string[]): Promise<void> {
  const batch = 2000;
  for (let from = 0; from < plan.sessions.length; from += batch) {
    const part = plan.sessions.slice(from, from + batch);
    await db.query(
      `INSERT INTO generation.study_sessions (id, plan_id, user_id, goal_id, day, start_time, minutes, kind, starts_at)
       SELECT id, $1, $2, goal_id, day, start_time, minutes, kind, starts_at
         FROM unnest($3::uuid[], $4::uuid[], $5::date[], $6::text[], $7::int[], $8::text[], $9::timestamptz[])
           AS t(id, goal_id, day, start_time, minutes, kind, starts_at)`,
      [
        planId,
        plan.userId,
        ids.slice(from, from + batch),
        part.map((session) => session.goalId),
        part.map((session) => session.date),
        part.map((session) => session.startTime),
        part.map((session) => session.minutes),
        part.map((session) => session.kind),
        part.map((session) => session.startsAt.toISOString()),
      ],
    );
  }
}

function toGoal(row: GoalRow): StudyGoal {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    priority: row.priority,
    dueDate: row.due_date,
    estimatedHours: row.estimated_hours,
    createdAt: row.created_at.toISOString(),
  };
}

function toSession(row: SessionRow): StudySession {
  return {
    id: row.id,
    goalId: row.goal_id,
    subject: row.subject,
    date: row.day,
    startTime: row.start_time,
    duration: row.minutes / 60,
    kind: row.kind,
    status: row.status,
    startsAt: row.starts_at.toISOString(),
  };
}
