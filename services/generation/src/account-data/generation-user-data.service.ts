import type { EraseUserDataReply, ExportFile, ExportUserDataReply } from '@studyforge/contracts';
import type { ObjectStorage, UserRowsStore } from '@studyforge/service-kit';
import { exportPartKey, objectKeysIn, userObjectPrefixes } from './export-keys.js';
import type { UserObjectsRepository } from './user-objects.repository.js';

/**
 * Generation's part of Data & Export: every table with the student's rows (decks, quizzes, study guides,
 * attempts, jobs, and any table added later) parked in storage for the export, with the files they uploaded;
 * and the erasure of those rows and of every object the student's jobs stored.
 */
export class GenerationUserDataService {
  constructor(
    private readonly rows: UserRowsStore,
    private readonly objects: UserObjectsRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async export(userId: string, exportId: string): Promise<ExportUserDataReply> {
    const files: ExportFile[] = [];
    // A part can be larger than a NATS message: each is parked in storage and named by its key.
    for (const file of await this.rows.export(userId)) {
      const key = exportPartKey(userId, exportId, `generation/${file.name}`);
      await this.storage.putBuffer(key, Buffer.from(JSON.stringify(file.content, null, 2)), 'application/json');
      files.push({ name: file.name, description: file.description, objectKey: key, temporary: true });
    }
    const names = new Set<string>();
    for (const upload of await this.objects.uploads(userId)) {
      const name = uniqueName(names, `uploads/${upload.jobId.slice(0, 8)}-${safeFileName(upload.fileName)}`);
      files.push({ name, description: 'A file you uploaded', objectKey: upload.key, temporary: false });
    }
    for (const made of await this.objects.madeObjects(userId)) {
      const name = uniqueName(names, `media/${made.jobId.slice(0, 8)}-${made.kind}-${safeFileName(made.key.split('/').pop() ?? 'file')}`);
      files.push({ name, description: `Made for you by a ${made.kind} job (audio and other media)`, objectKey: made.key, temporary: false });
    }
    return { files, next: null };
  }

  /** Objects first (their keys live in the rows), then the rows; safe to run again. */
  async erase(userId: string): Promise<EraseUserDataReply> {
    const keys = new Set(await this.objects.objectKeys(userId));
    objectKeysIn(await this.rows.export(userId), userId, keys);
    for (const prefix of userObjectPrefixes(userId)) for (const key of await this.storage.list(prefix)) keys.add(key);
    for (const key of keys) await this.storage.delete(key);
    const counts = await this.rows.erase(userId);
    return { erased: true, counts: { ...counts, objects: keys.size } };
  }
}

function safeFileName(name: string): string {
  return name.replace(/[/\\\u0000-\u001f]/g, '_').slice(0, 200) || 'file';
}

function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = name.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate);
  return candidate;
}
