import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, checkDatabase, ObjectStorage, parseRequest, serviceHealth, signedInUser } from '@studyforge/service-kit';
import { DataSource } from 'typeorm';
import { JobCancelService } from './jobs/job-cancel.service.js';
import { JobQueues } from './jobs/job-queues.js';
import { JobsService } from './jobs/jobs.service.js';
import { SubjectTriviaService } from './knowledge/subject-trivia.service.js';
import { LibraryService } from './library/library.service.js';

@Controller()
export class GenerationController {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(JobCancelService) private readonly cancels: JobCancelService,
    @Inject(LibraryService) private readonly library: LibraryService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(SubjectTriviaService) private readonly subjects: SubjectTriviaService,
  ) {}

  /** Trivia questions about a subject, answered at once (the trivia service keeps the session). */
  @MessagePattern('generation.subject-trivia')
  subjectTrivia(@Payload() payload: unknown) {
    const { data, requestId } = parseRequest('generation.subject-trivia', payload);
    return this.subjects.trivia(data.topic, data.count, requestId);
  }

  @MessagePattern('generation.create-job')
  createJob(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.create-job', payload);
    return this.jobs.create(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.get-job')
  getJob(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.get-job', payload);
    return this.jobs.get(signedInUser(actor), data.jobId);
  }

  @MessagePattern('generation.cancel-job')
  cancelJob(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.cancel-job', payload);
    return this.cancels.cancel(signedInUser(actor), data.jobId);
  }

  @MessagePattern('generation.list-decks')
  listDecks(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.list-decks', payload);
    assertActorIs(actor, data.userId);
    return this.library.decks(data.userId);
  }

  @MessagePattern('generation.list-quizzes')
  listQuizzes(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.list-quizzes', payload);
    assertActorIs(actor, data.userId);
    return this.library.quizzes(data.userId);
  }

  @MessagePattern('generation.list-study-guides')
  listStudyGuides(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.list-study-guides', payload);
    assertActorIs(actor, data.userId);
    return this.library.studyGuides(data.userId);
  }

  @MessagePattern('generation.record-quiz-attempt')
  recordQuizAttempt(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.record-quiz-attempt', payload);
    return this.library.recordAttempt(signedInUser(actor), data.quizId, data.answers);
  }

  @MessagePattern('generation.update-study-guide')
  updateStudyGuide(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.update-study-guide', payload);
    return this.library.updateStudyGuide(signedInUser(actor), data.studyGuideId, data.notes);
  }

  @MessagePattern('generation.health')
  health(@Payload() payload: unknown) {
    parseRequest('generation.health', payload);
    return serviceHealth('generation', {
      postgres: () => checkDatabase(this.dataSource),
      storage: () => this.storage.check(),
      workers: () => this.queues.workersCheck(),
    });
  }
}
