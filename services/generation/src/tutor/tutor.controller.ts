import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest, signedInUser } from '@studyforge/service-kit';
import { TutorService } from './tutor.service.js';

/** Tutor Me: starting a lecture job and an answer job. */
@Controller()
export class TutorController {
  constructor(@Inject(TutorService) private readonly tutor: TutorService) {}

  @MessagePattern('generation.tutor.create-lecture')
  lecture(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.tutor.create-lecture', payload);
    return this.tutor.lecture(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.tutor.create-reply')
  reply(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.tutor.create-reply', payload);
    return this.tutor.reply(signedInUser(actor), data, { requestId, actor });
  }
}
