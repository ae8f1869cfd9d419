import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, parseRequest, signedInUser } from '@studyforge/service-kit';
import { StudyToolJobsService } from './study-tool-jobs.service.js';

/** Study Visuals and the Essay Grader: starting their jobs and listing a student's saved results. */
@Controller()
export class StudyToolsController {
  constructor(@Inject(StudyToolJobsService) private readonly tools: StudyToolJobsService) {}

  @MessagePattern('generation.analyze-visual')
  analyzeVisual(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.analyze-visual', payload);
    return this.tools.analyzeVisual(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.grade-essay')
  gradeEssay(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.grade-essay', payload);
    return this.tools.gradeEssay(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.list-visual-analyses')
  listVisualAnalyses(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.list-visual-analyses', payload);
    assertActorIs(actor, data.userId);
    return this.tools.listVisualAnalyses(data.userId);
  }

  @MessagePattern('generation.list-essay-grades')
  listEssayGrades(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.list-essay-grades', payload);
    assertActorIs(actor, data.userId);
    return this.tools.listEssayGrades(data.userId);
  }
}
