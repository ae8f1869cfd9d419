import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { checkDatabase, parseRequest, serviceHealth, signedInUser } from '@studyforge/service-kit';
import { DataSource } from 'typeorm';
import { BooksService } from './books.service.js';
import { RedisHealth } from './redis-connection.js';


@Controller()
export class BooksController {
  constructor(
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(RedisHealth) private readonly redis: RedisHealth,
  ) {}

  @MessagePattern('books.subjects')
  subjects(@Payload() payload: unknown) {
    const { data } = parseRequest('books.subjects', payload);
    return this.books.subjects(data.source);
  }

  @MessagePattern('books.search')
  search(@Payload() payload: unknown) {
    const { data } = parseRequest('books.search', payload);
    return this.books.search(data.source, { q: data.q, subject: data.subject, maxResults: data.maxResults });
  }

  @MessagePattern('books.random')
  random(@Payload() payload: unknown) {
    const { data } = parseRequest('books.random', payload);
    return this.books.random(data.source, { subject: data.subject, maxResults: data.maxResults });
  }

  /** A click is always someone's: the actor is required and is the user logged. */
  @MessagePattern('books.log-affiliate-click')
  logAffiliateClick(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('books.log-affiliate-click', payload);
    return this.books.logAffiliateClick(signedInUser(actor), data);
  }

  @MessagePattern('books.health')
  health(@Payload() payload: unknown) {
    parseRequest('books.health', payload);
    return serviceHealth('books', { postgres: () => checkDatabase(this.dataSource), redis: () => this.redis.check() });
  }
}
