import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type BookSource, type BooksReply } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { GATEWAY_CONFIG, LOGGER, RPC_CLIENT } from '../tokens.js';
import type { BooksGatewayConfig } from './books-config.js';

/** How long a browser may reuse a search answer (spec §7: default reads are fresh for 30 s). */
const SEARCH_CACHE = 'private, max-age=30';

/** The books endpoints of spec §7 that are more than a forward: the settings, and searches that never fail. */
@Injectable()
export class BooksHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: BooksGatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  readonly handlers = defineHandlers({
    getBooksConfig: () => ({ defaultSource: this.config.BOOKS_SOURCE, affiliateTag: this.config.AFFILIATE_TAG }),

    searchBooks: ({ req, res, params, query, context }) =>
      this.orNoBooks(req, res, params.source, SEARCH_CACHE, () => this.rpc.request('books.search', { source: params.source, ...query }, context)),

    randomBooks: ({ req, res, params, query, context }) =>
      this.orNoBooks(req, res, params.source, 'no-store', () => this.rpc.request('books.random', { source: params.source, ...query }, context)),
  });

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
