import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest, signedInUser } from '@studyforge/service-kit';
import { AudioRecapService } from './audio-recap.service.js';

/** Audio Recap: starting a recap job, and a student's saved recaps. */
@Controller()
export class AudioRecapController {
  constructor(@Inject(AudioRecapService) private readonly recaps: AudioRecapService) {}

  @MessagePattern('generation.audio-recap.create-job')
  create(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.audio-recap.create-job', payload);
    return this.recaps.create(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.audio-recap.list')
  list(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.audio-recap.list', payload);
    return this.recaps.list(signedInUser(actor));
  }

  @MessagePattern('generation.audio-recap.get')
  get(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.audio-recap.get', payload);
    return this.recaps.get(signedInUser(actor), data.recapId);
  }

  @MessagePattern('generation.audio-recap.audio')
  audio(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.audio-recap.audio', payload);
    return this.recaps.audio(signedInUser(actor), data.recapId);
  }

  @MessagePattern('generation.audio-recap.delete')
  delete(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.audio-recap.delete', payload);
    return this.recaps.delete(signedInUser(actor), data.recapId);
  }
}
