import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertSystem, parseRequest } from '@studyforge/service-kit';
import { ProfileUserDataService } from './profile-user-data.service.js';

/** The student's profile, follows and preferences for their data export, and their erasure with the account. */
@Controller()
export class ProfileUserDataController {
  constructor(@Inject(ProfileUserDataService) private readonly userData: ProfileUserDataService) {}

  @MessagePattern('profile.export-user-data')
  export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.export-user-data', payload);
    assertSystem(actor);
    return this.userData.export(data.userId, data.cursor);
  }

  @MessagePattern('profile.erase-user-data')
  erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('profile.erase-user-data', payload);
    assertSystem(actor);
    return this.userData.erase(data.userId);
  }
}
