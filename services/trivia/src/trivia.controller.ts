import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, checkDatabase, parseRequest, serviceHealth, signedInUser } from '@studyforge/service-kit';
import { DataSource } from 'typeorm';
import { TriviaService } from './trivia.service.js';

@Controller()
export class TriviaController {
  constructor(
    @Inject(TriviaService) private readonly trivia: TriviaService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @MessagePattern('trivia.start')
  start(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('trivia.start', payload);
    return this.trivia.start(signedInUser(actor), data.mode, data.topic, data.count, { requestId, actor });
  }

  @MessagePattern('trivia.next')
  next(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('trivia.next', payload);
    return this.trivia.next(signedInUser(actor), data.sessionId);
  }

  @MessagePattern('trivia.submit')
  submit(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('trivia.submit', payload);
    return this.trivia.submit(signedInUser(actor), data.sessionId, data.selectedAnswer, { requestId, actor });
  }

  @MessagePattern('trivia.stats')
  stats(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('trivia.stats', payload);
    assertActorIs(actor, data.userId);
    return this.trivia.stats(data.userId);
  }

  @MessagePattern('trivia.session-outcome')
  sessionOutcome(@Payload() payload: unknown) {
    return this.trivia.outcome(parseRequest('trivia.session-outcome', payload).data.sessionId);
  }

  @MessagePattern('trivia.health')
  health(@Payload() payload: unknown) {
    parseRequest('trivia.health', payload);
    return serviceHealth('trivia', { postgres: () => checkDatabase(this.dataSource) });
  }
}
