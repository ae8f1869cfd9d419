import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest, signedInUser } from '@studyforge/service-kit';
import { StudyPlanJobsService } from './study-plan-jobs.service.js';
import { StudyPlanService } from './study-plan.service.js';

/** Study Calendar messages: every one acts on the signed-in student's own goals and plan, except the feed (its token is the credential). */
@Controller()
export class StudyPlanController {
  constructor(
    @Inject(StudyPlanService) private readonly plans: StudyPlanService,
    @Inject(StudyPlanJobsService) private readonly jobs: StudyPlanJobsService,
  ) {}

  @MessagePattern('generation.study-plan.get')
  get(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.study-plan.get', payload);
    return this.plans.get(signedInUser(actor));
  }

  @MessagePattern('generation.study-plan.add-goal')
  addGoal(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.study-plan.add-goal', payload);
    return this.plans.addGoal(signedInUser(actor), data);
  }

  @MessagePattern('generation.study-plan.remove-goal')
  removeGoal(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.study-plan.remove-goal', payload);
    return this.plans.removeGoal(signedInUser(actor), data.goalId);
  }

  @MessagePattern('generation.study-plan.set-session-status')
  setSessionStatus(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('generation.study-plan.set-session-status', payload);
    return this.plans.setSessionStatus(signedInUser(actor), data.sessionId, data.status);
  }

  @MessagePattern('generation.study-plan.create-job')
  createJob(@Payload() payload: unknown) {
    const { actor, data, requestId } = parseRequest('generation.study-plan.create-job', payload);
    return this.jobs.create(signedInUser(actor), data, { requestId, actor });
  }

  @MessagePattern('generation.study-plan.calendar-file')
  calendarFile(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.study-plan.calendar-file', payload);
    return this.plans.calendarFile(signedInUser(actor));
  }

  @MessagePattern('generation.study-plan.calendar-feed')
  calendarFeed(@Payload() payload: unknown) {
    const { data } = parseRequest('generation.study-plan.calendar-feed', payload);
    return this.plans.calendarFeed(data.token);
  }

  @MessagePattern('generation.study-plan.subscription')
  subscription(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.study-plan.subscription', payload);
    return this.plans.subscription(signedInUser(actor));
  }

  @MessagePattern('generation.study-plan.renew-subscription')
  renewSubscription(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.study-plan.renew-subscription', payload);
    return this.plans.renewSubscription(signedInUser(actor));
  }

  @MessagePattern('generation.study-plan.revoke-subscription')
  revokeSubscription(@Payload() payload: unknown) {
    const { actor } = parseRequest('generation.study-plan.revoke-subscription', payload);
    return this.plans.revokeSubscription(signedInUser(actor));
  }
}
