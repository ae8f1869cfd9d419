import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  DomainError,
  enhancedFlashcardsBodySchema,
  enhancedQuizBodySchema,
  ErrorCode,
  flashcardsResultSchema,
  type SubjectTopic,
  notesResultSchema,
  quizAttemptBodySchema,
  quizResultSchema,
  readAloudResultSchema,
  studyGuideEditSchema,
  textToSpeechBodySchema,
  triviaResultSchema,
  type GenerationKind,
  type JobStatus,
} from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { rpcContextOf } from '../http/request-context.js';
import { parseBody, ZodBodyPipe } from '../http/zod-body.pipe.js';
import { SignedInGuard } from '../session/signed-in.guard.js';
import { AUDIO_URL_SIGNER, OBJECT_STORAGE, RPC_CLIENT } from '../tokens.js';
import type { AudioUrlSigner } from './audio-url.signer.js';
import { isFinished, jobError, waitForJob } from './job-waiter.js';
import { parseStudyUpload } from './study-upload.parser.js';

const MAX_WAIT_MS = 180_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const countField = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number from 1 to ${max}` })
    .int({ error: `${name} must be a whole number from 1 to ${max}` })
    .min(1, { error: `${name} must be a number from 1 to ${max}` })
    .max(max, { error: `${name} must be a number from 1 to ${max}` })
    .optional();

/** The generation endpoints of spec §7: uploads become jobs; the reply waits for the job's result. */
@Controller()
@UseGuards(SignedInGuard)
export class GenerationController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(AUDIO_URL_SIGNER) private readonly signer: AudioUrlSigner,
  ) {}

  @Post('generate-flashcards')
  @HttpCode(200)
  async flashcards(@Req() req: Request) {
    const status = await this.generate(req, 'flashcards', countField('count', 25), 'count');
    const result = flashcardsResultSchema.parse(status.result);
    return { ...result, jobId: status.id };
  }

  @Post('generate-quiz')
  @HttpCode(200)
  async quiz(@Req() req: Request) {
    const status = await this.generate(req, 'quiz', countField('questionCount', 20), 'questionCount');
    const result = quizResultSchema.parse(status.result);
    return { quiz: { id: result.quizId, ...result.quiz }, creditsUsed: result.creditsUsed, notice: result.notice, jobId: status.id };
  }

  @Post('generate-practice-tests')
  @HttpCode(200)
  async practiceTest(@Req() req: Request) {
    const status = await this.generate(req, 'practice-test', countField('questionCount', 25), 'questionCount');
    const result = quizResultSchema.parse(status.result);
    return { quiz: { id: result.quizId, ...result.quiz }, creditsUsed: result.creditsUsed, notice: result.notice, jobId: status.id };
  }

  @Post('generate-trivia')
  @HttpCode(200)
  async trivia(@Req() req: Request) {
    const status = await this.generate(req, 'trivia', countField('count', 20), 'count');
    const result = triviaResultSchema.parse(status.result);
    return { ...result, jobId: status.id };
  }

  @Post('generate-notes')
  @HttpCode(200)
  async notes(@Req() req: Request) {
    const status = await this.generate(req, 'notes', z.undefined().optional(), null);
    const result = notesResultSchema.parse(status.result);
    return { ...result, jobId: status.id };
  }

  /** Read-aloud: MP3 audio of the text (markdown stripped), free of charge. */
  @Post('text-to-speech')
  async textToSpeech(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = parseBody(textToSpeechBodySchema, req.body);
    const status = await this.runJob(req, { kind: 'read-aloud', files: [], text: body.text, count: null, voice: body.voice ?? null });
    const { audioKey } = readAloudResultSchema.parse(status.result);
    await this.streamAudio(res, audioKey);
  }

  private async streamAudio(res: Response, audioKey: string): Promise<void> {
    const audio = await this.storage.getStream(audioKey);
    res.status(200).setHeader('Content-Type', 'audio/mpeg');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    audio.pipe(res);
  }

  /** Audio made by a read-aloud job, through a signed link that expires (trivia answers). */
  @Get('audio/:id')
  async audio(@Req() req: Request, @Res() res: Response, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const { expires, signature } = req.query as Record<string, string | undefined>;
    if (!this.signer.verify(id, expires, signature)) throw new DomainError(ErrorCode.Forbidden, 'This audio link has expired. Answer again to hear it.');
    const status = await waitForJob(this.rpc, id, rpcContextOf(req), MAX_WAIT_MS);
    if (status.stage === 'failed') throw jobError(status);
    const { audioKey } = readAloudResultSchema.parse(status.result);
    await this.streamAudio(res, audioKey);
  }

  /** Flashcards about a subject alone (a course, a book), 1 credit per card. */
  @Post('generate-enhanced-flashcards')
  @HttpCode(200)
  async enhancedFlashcards(@Req() req: Request, @Body(new ZodBodyPipe(enhancedFlashcardsBodySchema)) body: z.output<typeof enhancedFlashcardsBodySchema>) {
    const topic = { label: body.subject, major: body.major ?? null, course: null, description: body.description ?? null };
    const status = await this.runJob(req, { kind: 'flashcards', files: [], text: '', count: body.count, voice: null, topic });
    const result = flashcardsResultSchema.parse(status.result);
    return { ...result, jobId: status.id };
  }

  @Post('generate-enhanced-quiz')
  @HttpCode(200)
  async enhancedQuiz(@Req() req: Request, @Body(new ZodBodyPipe(enhancedQuizBodySchema)) body: z.output<typeof enhancedQuizBodySchema>) {
    const topic = { label: body.subject, major: body.major ?? null, course: null, description: body.description ?? null };
    const status = await this.runJob(req, { kind: 'quiz', files: [], text: '', count: body.questionCount, voice: null, topic });
    const result = quizResultSchema.parse(status.result);
    return { quiz: { id: result.quizId, ...result.quiz }, creditsUsed: result.creditsUsed, notice: result.notice, jobId: status.id };
  }

  @Get('jobs/:id')
  job(@Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobStatus> {
    return this.rpc.request('generation.get-job', { jobId: id }, rpcContextOf(req));
  }

  /**
   * Server-sent events: the job's status each time it changes, until it is done or failed. The browser
   * may open the stream while its upload is still arriving, before the job exists: it then hears
   * `waiting` events until it does.
   */
  @Get('jobs/:id/events')
  async jobEvents(@Req() req: Request, @Res() res: Response, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const context = rpcContextOf(req);
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    let closed = false;
    req.on('close', () => (closed = true));
    const deadline = Date.now() + MAX_WAIT_MS;
    let last = '';
    let lastWrite = 0;
    while (!closed && Date.now() < deadline) {
      const status = await this.rpc.request('generation.get-job', { jobId: id }, context).catch((error: unknown) => error);
      const event =
        status instanceof DomainError
          ? status.code === ErrorCode.NotFound
            ? { name: 'waiting', data: { id, stage: 'uploading' } }
            : { name: 'unavailable', data: status.toBody() }
          : { name: 'progress', data: status as JobStatus };
      const line = `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
      if (line !== last || Date.now() - lastWrite > 15_000) {
        res.write(line);
        last = line;
        lastWrite = Date.now();
      }
      if (event.name === 'progress' && isFinished(event.data as JobStatus)) break;
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    res.end();
  }

  @Get('user/flashcards')
  decks(@Req() req: Request) {
    return this.rpc.request('generation.list-decks', { userId: req.user!.id }, rpcContextOf(req));
  }

  @Get('user/quizzes')
  quizzes(@Req() req: Request) {
    return this.rpc.request('generation.list-quizzes', { userId: req.user!.id }, rpcContextOf(req));
  }

  @Get('user/study-guides')
  studyGuides(@Req() req: Request) {
    return this.rpc.request('generation.list-study-guides', { userId: req.user!.id }, rpcContextOf(req));
  }

  @Post('quizzes/:id/attempts')
  @HttpCode(201)
  recordAttempt(
    @Req() req: Request,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodBodyPipe(quizAttemptBodySchema)) body: z.infer<typeof quizAttemptBodySchema>,
  ) {
    return this.rpc.request('generation.record-quiz-attempt', { quizId: id, answers: body.answers }, rpcContextOf(req));
  }

  @Patch('study-guides/:id')
  updateStudyGuide(
    @Req() req: Request,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodBodyPipe(studyGuideEditSchema)) body: z.infer<typeof studyGuideEditSchema>,
  ) {
    return this.rpc.request('generation.update-study-guide', { studyGuideId: id, notes: body.notes }, rpcContextOf(req));
  }

  private async generate(req: Request, kind: GenerationKind, countSchema: z.ZodType<number | undefined>, countName: string | null): Promise<JobStatus> {
    const upload = await parseStudyUpload(req, this.storage, req.user!.id);
    try {
      const count = countName ? parseBody(z.object({ value: countSchema }), { value: upload.fields[countName] || undefined }).value : undefined;
      return await this.runJob(req, { kind, files: upload.files, text: upload.fields.text ?? '', count: count ?? null, voice: null });
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.ValidationFailed) {
        await Promise.all(upload.files.map((file) => this.storage.remove(file.key)));
      }
      throw error;
    }
  }

  /** Starts the job (under the browser's X-Job-Id when it sent one) and waits for its result. */
  private async runJob(
    req: Request,
    input: {
      kind: GenerationKind | 'read-aloud';
      files: Awaited<ReturnType<typeof parseStudyUpload>>['files'];
      text: string;
      count: number | null;
      voice: z.infer<typeof textToSpeechBodySchema>['voice'] | null;
      topic?: SubjectTopic;
    },
  ): Promise<JobStatus> {
    const context = rpcContextOf(req);
    const requested = req.header('x-job-id');
    const jobId = requested && UUID.test(requested) ? requested.toLowerCase() : randomUUID();
    await this.rpc.request('generation.create-job', { jobId, ...input, voice: input.voice ?? null, topic: input.topic ?? null }, context, 15_000);
    const status = await waitForJob(this.rpc, jobId, context, MAX_WAIT_MS);
    if (status.stage === 'failed') throw jobError(status);
    if (status.stage !== 'done') {
      throw new DomainError(ErrorCode.ServiceUnavailable, `This is taking longer than usual. Follow it at /api/jobs/${jobId}.`);
    }
    return status;
  }
}
