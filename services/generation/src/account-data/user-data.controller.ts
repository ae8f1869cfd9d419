import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, assertSystem, parseRequest } from '@studyforge/service-kit';
import { AccountErasureQueue } from './account-erasure.queue.js';
import { DataExportService } from './data-export.service.js';
import { GenerationUserDataService } from './generation-user-data.service.js';

/** Data & Export in generation: the student's export job, generation's part of it, and the erasures. */
@Controller()
export class GenerationUserDataController {
  constructor(
    @Inject(GenerationUserDataService) private readonly userData: GenerationUserDataService,
    @Inject(DataExportService) private readonly exports: DataExportService,
    @Inject(AccountErasureQueue) private readonly erasures: AccountErasureQueue,
  ) {}

  @MessagePattern('generation.start-data-export')
  startExport(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.start-data-export', payload);
    assertActorIs(actor, data.userId);
    return this.exports.start(data.userId);
  }

  @MessagePattern('generation.latest-data-export')
  latestExport(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.latest-data-export', payload);
    assertActorIs(actor, data.userId);
    return this.exports.latest(data.userId);
  }

  @MessagePattern('generation.export-user-data')
  export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.export-user-data', payload);
    assertSystem(actor);
    return this.userData.export(data.userId, data.exportId);
  }

  @MessagePattern('generation.erase-user-data')
  erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.erase-user-data', payload);
    assertSystem(actor);
    return this.userData.erase(data.userId);
  }

  /** Sent by the gateway once auth has closed the account (the account's own session is gone by then). */
  @MessagePattern('generation.schedule-account-erasure')
  async scheduleErasure(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.schedule-account-erasure', payload);
    assertActorIs(actor, data.userId);
    await this.erasures.ensureQueued(data.userId);
    return { queued: true as const };
  }
}
