import { createLogger } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import { ORPHAN_UPLOAD_AGE_MS, UploadSweep } from './upload-sweep.js';

const OWNER = '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21';
const NOW = Date.parse('2026-11-24T12:00:00Z');
const logger = createLogger('upload-sweep-test', 'silent');

function harness(objects: Array<{ key: string; ageMs: number }>, named: string[]) {
  const removed: string[] = [];
  const storage = {
    listDated: async (prefix: string) =>
      objects.filter((object) => object.key.startsWith(prefix)).map((object) => ({ key: object.key, lastModified: new Date(NOW - object.ageMs) })),
    remove: async (key: string) => void removed.push(key),
  };
  const asked: Array<[string, string]> = [];
  const references = {
    namedByAJob: async (userId: string, key: string) => {
      asked.push([userId, key]);
      return named.includes(key);
    },
  };
  return { sweep: new UploadSweep(storage, references, logger, () => NOW), removed, asked };
}

describe('the upload sweep', () => {
  it('removes old uploads that no job of their owner names, and nothing else', async () => {
    const old = ORPHAN_UPLOAD_AGE_MS + 1000;
    const { sweep, removed, asked } = harness(
      [
        { key: `uploads/${OWNER}/orphan`, ageMs: old },
        { key: `uploads/${OWNER}/in-a-job`, ageMs: old },
        { key: `uploads/${OWNER}/just-stored`, ageMs: 5000 },
        { key: 'uploads/not-a-user/odd', ageMs: old },
      ],
      [`uploads/${OWNER}/in-a-job`],
    );
    expect(await sweep.sweep()).toBe(1);
    expect(removed).toEqual([`uploads/${OWNER}/orphan`]);
    expect(asked).toEqual([
      [OWNER, `uploads/${OWNER}/orphan`],
      [OWNER, `uploads/${OWNER}/in-a-job`],
    ]);
  });
});
