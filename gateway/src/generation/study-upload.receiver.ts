import { Inject, Injectable } from '@nestjs/common';
import type { MultipartField, UploadedFile } from '@studyforge/contracts';
import type { ObjectStorage } from '@studyforge/service-kit';
import type { Request } from 'express';
import type { ReceivedUpload, UploadReceiver } from '../http/upload-receiver.js';
import { OBJECT_STORAGE } from '../tokens.js';
import { JobAnnouncements } from './job-announcements.js';
import { parseStudyUpload } from './study-upload.parser.js';

/** Study files of a multipart upload, checked and streamed to object storage under the student. */
@Injectable()
export class StudyUploadReceiver implements UploadReceiver {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(JobAnnouncements) private readonly announcements: JobAnnouncements,
  ) {}

  /** The job the upload is for is announced first, so its event stream waits while the files arrive. */
  async receive(req: Request, userId: string, fields?: Readonly<Record<string, MultipartField>>): Promise<ReceivedUpload> {
    await this.announcements.announce(req, userId);
    return parseStudyUpload(req, this.storage, userId, fields);
  }

  async discard(files: readonly UploadedFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.storage.remove(file.key)));
  }
}
