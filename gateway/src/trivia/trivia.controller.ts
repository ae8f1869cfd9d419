import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  bookTriviaBodySchema,
  enhancedTriviaBodySchema,
  nextTriviaBodySchema,
  structuredTriviaBodySchema,
  submitTriviaBodySchema,
  type TriviaAnswer,
  type TriviaPrompt,
} from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request } from 'express';
import type { z } from 'zod';
import { rpcContextOf } from '../http/request-context.js';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { SignedInGuard } from '../session/signed-in.guard.js';
import { AUDIO_URL_SIGNER, RPC_CLIENT } from '../tokens.js';
import { audioJobIdFor, type AudioUrlSigner } from '../generation/audio-url.signer.js';

const QUESTION_WAIT_MS = 120_000;

/** Daily trivia: sessions of N questions charged once, answered one at a time, with streaks and audio. */
@Controller()
@UseGuards(SignedInGuard)
export class TriviaController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(AUDIO_URL_SIGNER) private readonly audio: AudioUrlSigner,
  ) {}

  @Post('generate-structured-trivia')
  @HttpCode(200)
  structured(@Req() req: Request, @Body(new ZodBodyPipe(structuredTriviaBodySchema)) body: z.output<typeof structuredTriviaBodySchema>): Promise<TriviaPrompt> {
    const topic = { label: body.course, major: body.major, course: body.course, description: null };
    return this.rpc.request('trivia.start', { mode: 'structured', topic, count: body.questionCount }, rpcContextOf(req), QUESTION_WAIT_MS);
  }

  @Post('generate-book-trivia')
  @HttpCode(200)
  book(@Req() req: Request, @Body(new ZodBodyPipe(bookTriviaBodySchema)) body: z.output<typeof bookTriviaBodySchema>): Promise<TriviaPrompt> {
    const topic = { label: body.bookTitle || body.subject, major: body.subject || null, course: null, description: body.bookDescription || null };
    return this.rpc.request('trivia.start', { mode: 'book', topic, count: body.questionCount }, rpcContextOf(req), QUESTION_WAIT_MS);
  }

  @Post('generate-enhanced-trivia')
  @HttpCode(200)
  enhanced(@Req() req: Request, @Body(new ZodBodyPipe(enhancedTriviaBodySchema)) body: z.output<typeof enhancedTriviaBodySchema>): Promise<TriviaPrompt> {
    const topic = { label: body.subject, major: null, course: null, description: null };
    return this.rpc.request('trivia.start', { mode: 'subject', topic, count: body.questionCount }, rpcContextOf(req), QUESTION_WAIT_MS);
  }

  /** Next Question: the next question of the same (already paid) session. */
  @Post('trivia/next')
  @HttpCode(200)
  next(@Req() req: Request, @Body(new ZodBodyPipe(nextTriviaBodySchema)) body: z.output<typeof nextTriviaBodySchema>): Promise<TriviaPrompt> {
    return this.rpc.request('trivia.next', body, rpcContextOf(req));
  }

  /** Checks the answer; the explanation's audio starts being made now and is served at a link that expires. */
  @Post('submit-trivia')
  @HttpCode(200)
  async submit(@Req() req: Request, @Body(new ZodBodyPipe(submitTriviaBodySchema)) body: z.output<typeof submitTriviaBodySchema>): Promise<TriviaAnswer> {
    const context = rpcContextOf(req);
    const result = await this.rpc.request('trivia.submit', body, context);
    const jobId = audioJobIdFor(`trivia:${result.sessionId}:${result.questionNumber}`);
    const audioUrl = await this.rpc
      .request('generation.create-job', { jobId, kind: 'read-aloud', files: [], text: result.explanation, count: null, voice: null, topic: null }, context)
      .then(() => this.audio.sign(jobId))
      .catch(() => null);
    const { sessionId: _session, questionNumber: _number, ...answer } = result;
    return { ...answer, audioUrl };
  }

  @Get('trivia/stats')
  stats(@Req() req: Request) {
    return this.rpc.request('trivia.stats', { userId: req.user!.id }, rpcContextOf(req));
  }
}
