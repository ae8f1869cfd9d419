import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DATA_EXPORT_FILE_PREFIX,
  exportSubjectOf,
  USER_DATA_SERVICES,
  type DataExportResult,
  type ExportFile,
  type ExportUserDataReply,
  type ServiceName,
} from '@studyforge/contracts';
import type { MailOutbox, ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { GenerationJob } from '../entities/generation-job.entity.js';
import type { JobHandler, JobOutcome, ReportStage } from '../jobs/job-handler.js';
import { exportObjectKey, exportPrefixOf } from './export-keys.js';
import { ZipFileWriter } from './zip-file.writer.js';

/** How long one service may take to gather a page of its part, and how many pages it may send. */
const PART_TIMEOUT_MS = 30_000;
const MAX_PAGES = 10_000;

export interface DataExportDependencies {
  rpc: RpcClient;
  storage: ObjectStorage;
  logger: Logger;
  /** Tells the student by mail when the ZIP is ready (a verified address only). */
  mail?: Pick<MailOutbox, 'send'>;
  services?: readonly ServiceName[];
}

interface ServicePart {
  service: ServiceName;
  files: ExportFile[];
}

/**
 * A student's data export: asks every service that keeps student data for its part, writes them with a
 * README into one ZIP (entry by entry, through a temporary file) and stores it for the student to download.
 */
export class DataExportHandler implements JobHandler {
  private readonly services: readonly ServiceName[];

  constructor(private readonly deps: DataExportDependencies) {
    this.services = deps.services ?? USER_DATA_SERVICES;
  }

  async run(job: GenerationJob, report: ReportStage): Promise<JobOutcome> {
    const parts: ServicePart[] = [];
    for (const [index, service] of this.services.entries()) {
      await report('generating', 5 + Math.round((60 * index) / this.services.length));
      parts.push({ service, files: await this.partOf(service, job) });
    }
    await report('saving', 70);
    const fileName = `${DATA_EXPORT_FILE_PREFIX}-${job.createdAt.toISOString().slice(0, 10)}.zip`;
    const path = join(tmpdir(), `studyforge-export-${job.id}-${randomUUID()}.zip`);
    try {
      const files = await this.writeZip(path, job, parts);
      const { size } = await stat(path);
      const objectKey = exportObjectKey(job.userId, job.id);
      await this.deps.storage.putStream(objectKey, createReadStream(path), size, 'application/zip');
      await this.removeTemporary(parts);
      await this.removeOlderExports(job.userId, objectKey);
      const result: DataExportResult = { fileName, objectKey, size, files, services: parts.map((part) => part.service) };
      await this.tellStudent(parts, fileName);
      return { result, creditsUsed: 0 };
    } finally {
      await rm(path, { force: true });
    }
  }

  /** A service's part, page after page; a file cut across pages is joined again. */
  private async partOf(service: ServiceName, job: GenerationJob): Promise<ExportFile[]> {
    const files = new Map<string, ExportFile>();
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const reply: ExportUserDataReply = await this.deps.rpc.request(
        exportSubjectOf(service),
        { userId: job.userId, exportId: job.id, cursor },
        { requestId: `export-${job.id}`, actor: null },
        PART_TIMEOUT_MS,
      );
      for (const file of reply.files) {
        const known = files.get(file.name);
        if (known && Array.isArray(known.content) && Array.isArray(file.content)) known.content.push(...(file.content as unknown[]));
        else files.set(file.name, file);
      }
      if (!reply.next) return [...files.values()];
      cursor = reply.next;
    }
    throw new Error(`${service} sent more than ${MAX_PAGES} pages of export`);
  }

  private async writeZip(path: string, job: GenerationJob, parts: ServicePart[]): Promise<number> {
    const zip = new ZipFileWriter(path);
    const missing: string[] = [];
    let written = 0;
    for (const part of parts) {
      for (const file of part.files) {
        const entry = `${part.service}/${file.name}`;
        if (file.objectKey) {
          const stream = await this.deps.storage.getStream(file.objectKey).catch(() => null);
          if (!stream) {
            missing.push(entry);
            continue;
          }
          await zip.addStream(entry, stream);
        } else {
          zip.addText(entry, `${JSON.stringify(file.content ?? null, null, 2)}\n`);
        }
        written++;
      }
    }
    const manifest = parts.map((part) => ({
      service: part.service,
      files: part.files.filter((file) => !missing.includes(`${part.service}/${file.name}`)).map((file) => ({ path: `${part.service}/${file.name}`, description: file.description })),
    }));
    zip.addText('manifest.json', `${JSON.stringify({ userId: job.userId, exportId: job.id, createdAt: new Date().toISOString(), services: manifest }, null, 2)}\n`);
    zip.addText('README.txt', readme(job, manifest, missing));
    await zip.finish();
    if (missing.length) this.deps.logger.warn({ jobId: job.id, missing: missing.length }, 'export: some stored files were gone');
    return written + 2;
  }

  /** The address comes from the account's own part of the export; a mail that cannot be queued is only logged. */
  private async tellStudent(parts: ServicePart[], fileName: string): Promise<void> {
    const account = parts.find((part) => part.service === 'auth')?.files.find((file) => file.name === 'account.json')?.content as
      | { email?: unknown; first_name?: unknown; email_verified_at?: unknown }
      | undefined;
    if (!this.deps.mail || typeof account?.email !== 'string' || !account.email_verified_at) return;
    const firstName = typeof account.first_name === 'string' ? account.first_name.slice(0, 100) : null;
    await this.deps.mail.send({ kind: 'data-export-ready', to: account.email, payload: { firstName, fileName } });
  }

  /** Only the latest ZIP is kept (a copy of everything need not pile up in storage). */
  private async removeOlderExports(userId: string, keep: string): Promise<void> {
    const older = (await this.deps.storage.list(exportPrefixOf(userId))).filter((key) => key !== keep && key.endsWith('.zip'));
    for (const key of older) await this.deps.storage.remove(key);
  }

  private async removeTemporary(parts: ServicePart[]): Promise<void> {
    for (const file of parts.flatMap((part) => part.files)) {
      if (file.temporary && file.objectKey) await this.deps.storage.remove(file.objectKey);
    }
  }
}

function readme(job: GenerationJob, manifest: Array<{ service: string; files: Array<{ path: string; description: string }> }>, missing: string[]): string {
  const lines = [
    'StudyForge: a copy of your data',
    '===============================',
    '',
    `Made ${new Date().toISOString()} for account ${job.userId}.`,
    'Each folder holds what one part of StudyForge keeps about you. JSON files are plain text; uploads are the files as you sent them.',
    'manifest.json lists the same files for programs.',
    '',
  ];
  for (const part of manifest) {
    lines.push(`${part.service}/`);
    if (!part.files.length) lines.push('  (nothing kept here)');
    for (const file of part.files) lines.push(`  ${file.path}`, `      ${file.description}`);
    lines.push('');
  }
  if (missing.length) lines.push('Files that were no longer in storage when the export was made:', ...missing.map((entry) => `  ${entry}`), '');
  return `${lines.join('\n')}\n`;
}
