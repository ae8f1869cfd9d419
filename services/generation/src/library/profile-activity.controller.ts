import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest } from '@studyforge/service-kit';
import { ProfileActivityRepository } from './profile-activity.repository.js';

/**
 * Saved work for a profile page. Asked by the profile service (no HTTP endpoint forwards here), which
 * has already decided that the viewer may see this student's progress.
 */
@Controller()
export class ProfileActivityController {
  constructor(@Inject(ProfileActivityRepository) private readonly activity: ProfileActivityRepository) {}

  @MessagePattern('generation.profile-activity')
  profileActivity(@Payload() payload: unknown) {
    const { data } = parseRequest('generation.profile-activity', payload);
    return this.activity.activity(data.userId);
  }
}
