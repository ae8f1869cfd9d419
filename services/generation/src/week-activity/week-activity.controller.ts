import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertActorIs, parseRequest } from '@studyforge/service-kit';
import { WeekActivityRepository } from './week-activity.repository.js';

@Controller()
export class WeekActivityController {
  constructor(@Inject(WeekActivityRepository) private readonly activity: WeekActivityRepository) {}

  /** For the weekly progress mail: the student asks for their own week, the system (no actor) for anyone's. */
  @MessagePattern('generation.week-activity')
  weekActivity(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.week-activity', payload);
    if (actor) assertActorIs(actor, data.userId);
    return this.activity.weekOf(data.userId, new Date(data.since));
  }
}
