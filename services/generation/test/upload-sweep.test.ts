import { createLogger, loadConfig, ObjectStorage, s3EnvSchema } from '@studyforge/service-kit';
import { postForm, signedInStudent } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadReferencesRepository } from '../src/jobs/upload-references.repository.js';
import { ORPHAN_UPLOAD_AGE_MS, UploadSweep } from '../src/jobs/upload-sweep.js';
import { biologyText } from './support/study-material.js';

let db: pg.Pool;
let storage: ObjectStorage;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  storage = new ObjectStorage(loadConfig(s3EnvSchema));
});
afterAll(async () => {
  await db.end();
});

describe('the sweep of orphaned uploads', () => {
  it("removes a student's stored file that no job names, and keeps the file their job was made from", async () => {
    const { cookie, user } = await signedInStudent();
    const notes = Buffer.from(biologyText());
    const made = await postForm('/api/generate-flashcards', { cookie, files: [{ name: 'notes.txt', bytes: notes, type: 'text/plain' }], fields: { count: '5' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const prefix = `uploads/${user.id}/`;
    const [jobUpload] = await storage.list(prefix);
    const orphan = `${prefix}${randomUUID()}`;
    await storage.putBuffer(orphan, notes, 'text/plain');

    const database = { query: async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows } as unknown as DataSource;
    const later = () => Date.now() + ORPHAN_UPLOAD_AGE_MS + 60_000;
    const sweep = new UploadSweep(storage, new UploadReferencesRepository(database), createLogger('upload-sweep-test', 'silent'), later);
    expect(await sweep.sweep(prefix)).toBe(1);
    expect(await storage.list(prefix)).toEqual([jobUpload]);
  });
});
