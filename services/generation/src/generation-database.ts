import { createDataSource } from '@studyforge/service-kit';
import { GenerationJob } from './entities/generation-job.entity.js';
import { FlashcardDeckEntity, QuizAttemptEntity, QuizEntity, StudyGuideEntity } from './entities/library.entities.js';
import { GENERATION_SCHEMA } from './generation-config.js';

/** The generation schema, shared by the service and its workers. */
export function generationDataSource(url: string) {
  return createDataSource({
    url,
    schema: GENERATION_SCHEMA,
    entities: [GenerationJob, FlashcardDeckEntity, QuizEntity, StudyGuideEntity, QuizAttemptEntity],
    migrationsDir: new URL('./migrations/', import.meta.url),
  });
}
