import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  affiliateClickSchema,
  bookMessages,
  bookSearchSchema,
  bookSourceSchema,
  DomainError,
  ErrorCode,
  type AffiliateClick,
  type BookSource,
  type BooksReply,
} from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { rpcContextOf } from '../http/request-context.js';
import { parseBody, ZodBodyPipe } from '../http/zod-body.pipe.js';
import { SignedInGuard } from '../session/signed-in.guard.js';
import { LOGGER, RPC_CLIENT } from '../tokens.js';
import { BOOKS_GATEWAY_CONFIG, type BooksGatewayConfig } from './books-config.js';

const randomQuerySchema = bookSearchSchema.omit({ q: true });

/** How long a browser may reuse a search answer (spec §7: default reads are fresh for 30 s). */
const SEARCH_CACHE = 'private, max-age=30';

/**
 * The books endpoints of spec §7. `/api/books/…` is declared before `/api/:source/…` (Nest matches in
 * declaration order), and `books` is not a source, so the fixed routes are never taken for a source.
 */
@Controller()
export class BooksController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(BOOKS_GATEWAY_CONFIG) private readonly config: BooksGatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** What the web app needs to build book cards: the default source and the retailer affiliate tag. */
  @Get('books/config')
  settings(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return { defaultSource: this.config.BOOKS_SOURCE, affiliateTag: this.config.AFFILIATE_TAG };
  }

  @Post('books/affiliate-clicks')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  affiliateClick(@Req() req: Request, @Body(new ZodBodyPipe(affiliateClickSchema)) click: AffiliateClick) {
    return this.rpc.request('books.log-affiliate-click', click, rpcContextOf(req));
  }

  @Get(':source/subjects')
  @UseGuards(SignedInGuard)
  subjects(@Req() req: Request, @Param('source') source: string, @Res({ passthrough: true }) res: Response) {
    const bookSource = sourceOf(source);
    res.setHeader('Cache-Control', 'private, max-age=300');
    return this.rpc.request('books.subjects', { source: bookSource }, rpcContextOf(req));
  }

  @Get(':source/search')
  @UseGuards(SignedInGuard)
  search(@Req() req: Request, @Param('source') source: string, @Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    const bookSource = sourceOf(source);
    const search = parseBody(bookSearchSchema, query);
    return this.orNoBooks(req, res, bookSource, SEARCH_CACHE, () =>
      this.rpc.request('books.search', { source: bookSource, ...search }, rpcContextOf(req)),
    );
  }

  @Get(':source/random')
  @UseGuards(SignedInGuard)
  random(@Req() req: Request, @Param('source') source: string, @Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    const bookSource = sourceOf(source);
    const pick = parseBody(randomQuerySchema, query);
    return this.orNoBooks(req, res, bookSource, 'no-store', () =>
      this.rpc.request('books.random', { source: bookSource, ...pick }, rpcContextOf(req)),
    );
  }

  /** Spec §7: a search failure produces an empty list — also when the books service is down. */
  private async orNoBooks(
    req: Request,
    res: Response,
    source: BookSource,
    cacheControl: string,
    lookup: () => Promise<BooksReply>,
  ): Promise<BooksReply> {
    try {
      const reply = await lookup();
      res.setHeader('Cache-Control', cacheControl);
      return reply;
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === ErrorCode.ValidationFailed) throw error;
      this.logger.warn({ requestId: req.requestId, source, code: error.code, err: error.message }, 'books lookup failed; answering with no books');
      res.setHeader('Cache-Control', 'no-store');
      return { books: [] };
    }
  }
}

function sourceOf(source: string): BookSource {
  const parsed = bookSourceSchema.safeParse(source);
  if (!parsed.success) throw new DomainError(ErrorCode.NotFound, bookMessages.unknownSource(source.slice(0, 60)));
  return parsed.data;
}
