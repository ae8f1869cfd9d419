import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest } from '@studyforge/service-kit';
import { TriviaProfileActivityRepository } from './profile-activity.repository.js';

/**
 * Trivia figures for a profile page. Asked by the profile service (no HTTP endpoint forwards here),
 * which has already decided that the viewer may see this student's progress.
 */
@Controller()
export class TriviaProfileActivityController {
  constructor(@Inject(TriviaProfileActivityRepository) private readonly activity: TriviaProfileActivityRepository) {}

  @MessagePattern('trivia.profile-activity')
  profileActivity(@Payload() payload: unknown) {
    const { data } = parseRequest('trivia.profile-activity', payload);
    return this.activity.activity(data.userId);
  }
}
