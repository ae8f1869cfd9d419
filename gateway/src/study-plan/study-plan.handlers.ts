import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { API_ENDPOINTS, studyPlanReplyFromJob } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../gateway-config.js';
import { requestedJobId } from '../generation/job-announcements.js';
import { JobLauncher } from '../generation/job-launcher.js';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { GATEWAY_CONFIG, RPC_CLIENT } from '../tokens.js';

/** The Study Calendar endpoints that are more than one NATS request: the plan's job, and its calendar files. */
@Injectable()
export class StudyPlanHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(JobLauncher) private readonly jobs: JobLauncher,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  readonly handlers = defineHandlers({
    /**
     * A job like every generation (5 credits reserved, released if it fails): done within GENERATION_SYNC_WAIT_MS its
     * reply carries the saved plan, else 202 with the job, which the web app follows.
     */
    generateStudyPlan: async ({ req, context, body }) => {
      const jobId = requestedJobId(req) ?? randomUUID();
      await this.rpc.request('generation.study-plan.create-job', { jobId, ...body }, context, 15_000);
      return this.jobs.replyWhenDone(jobId, context, (status) =>
        studyPlanReplyFromJob(status, () => this.rpc.request('generation.study-plan.get', {}, context)),
      );
    },

    downloadStudyCalendar: async ({ res, context }) => {
      const file = await this.rpc.request('generation.study-plan.calendar-file', {}, context);
      sendCalendar(res, file, 'attachment', API_ENDPOINTS.downloadStudyCalendar.cacheControl!);
    },

    /** No session: the token is the credential. Calendar apps poll it, so it may be cached a little, but only privately. */
    studyCalendarFeed: async ({ res, context, params }) => {
      const file = await this.rpc.request('generation.study-plan.calendar-feed', { token: params.token }, context);
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
      sendCalendar(res, file, 'inline', API_ENDPOINTS.studyCalendarFeed.cacheControl!);
    },

    renewCalendarSubscription: async ({ req, context }) => {
      const { token, createdAt } = await this.rpc.request('generation.study-plan.renew-subscription', {}, context);
      return { url: `${this.baseUrl(req)}/api/calendar-feeds/${token}/study-plan.ics`, createdAt };
    },
  });

  /** PUBLIC_URL when set, else the address the browser used. */
  private baseUrl(req: Request): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/+$/, '');
    return `${req.protocol}://${req.get('host')}`;
  }
}

function sendCalendar(res: Response, file: { fileName: string; calendar: string }, disposition: 'attachment' | 'inline', cacheControl: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', cacheControl);
  res.send(file.calendar);
}
