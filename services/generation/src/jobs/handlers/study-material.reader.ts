import type { ObjectStorage } from '@studyforge/service-kit';
import type { GenerationJob } from '../../entities/generation-job.entity.js';
import type { ExtractedDocument } from '../../extraction/extracted-document.js';
import { extractDocument, textToDocument } from '../../extraction/extract-document.js';
import type { JobHandler, JobOutcome, ReportStage } from '../job-handler.js';

/** The generating part of a job made from study material, once the material has been read. */
export interface MaterialGenerator {
  generate(job: GenerationJob, documents: ExtractedDocument[], report: ReportStage): Promise<JobOutcome>;
  /** The outcome of an earlier run that saved the job's result (see JobHandler.saved). */
  saved(job: GenerationJob): Promise<JobOutcome | null>;
}

/** Reads a job's uploaded files and pasted text into documents, reporting extraction from 5 to 50 %. */
export class StudyMaterialReader {
  constructor(private readonly storage: ObjectStorage) {}

  /** None for a job about a subject (its generator works from the subject). */
  async read(job: GenerationJob, report: ReportStage): Promise<ExtractedDocument[]> {
    if (job.input.topic) return [];
    await report('extracting', 5);
    const documents: ExtractedDocument[] = [];
    const files = job.input.files;
    for (const [index, file] of files.entries()) {
      const bytes = await this.storage.getBuffer(file.key);
      documents.push(await extractDocument({ fileName: file.fileName, type: file.type, bytes }));
      await report('extracting', 5 + (45 * (index + 1)) / files.length);
    }
    if (job.input.text.trim()) documents.push(textToDocument(job.input.text));
    return documents;
  }

  /** A handler that reads the material, reports that generating began (55 %), then hands it to the generator. */
  handlerFor(generator: MaterialGenerator): JobHandler {
    return {
      run: async (job, report) => {
        const documents = await this.read(job, report);
        await report('generating', 55);
        return generator.generate(job, documents, report);
      },
      saved: (job) => generator.saved(job),
    };
  }
}

/** A title for a study set: the first document's first heading, or its file name. */
export function titleOfMaterial(documents: ExtractedDocument[]): string {
  const first = documents[0];
  if (!first) return 'Study set';
  const heading = first.blocks.find((block) => block.kind === 'heading')?.text;
  return (heading ?? first.fileName.replace(/\.[^.]+$/, '')).slice(0, 120);
}
