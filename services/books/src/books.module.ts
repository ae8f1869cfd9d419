import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, sqlDatabaseOf, UserRowsStore } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import type { DataSource } from 'typeorm';
import { BOOKS_SCHEMA, type BooksConfig } from './books-config.js';
import { BooksController } from './books.controller.js';
import { BooksRepository } from './books.repository.js';
import { BooksService } from './books.service.js';
import { CatalogueRepository } from './catalogue/catalogue.repository.js';
import { RedisHealth } from './redis-connection.js';
import { RedisBooksCache } from './sources/books-cache.js';
import { createBooksSources } from './sources/create-books-sources.js';
import { BooksUserDataController } from './user-data.controller.js';

export interface BooksDependencies {
  config: BooksConfig;
  dataSource: DataSource;
  redis: RedisClientType;
  logger: Logger;
}

@Module({})
export class BooksModule {
  static register(deps: BooksDependencies): DynamicModule {
    const sources = createBooksSources(deps.config, {
      catalogue: new CatalogueRepository(deps.dataSource),
      cache: new RedisBooksCache(deps.redis, deps.logger),
      logger: deps.logger,
    });
    return {
      module: BooksModule,
      controllers: [BooksController, BooksUserDataController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        {
          provide: UserRowsStore,
          useValue: new UserRowsStore(sqlDatabaseOf(deps.dataSource), {
            schema: BOOKS_SCHEMA,
            descriptions: { affiliate_clicks: 'The book retailer links you followed from Book Recommendations' },
          }),
        },
        { provide: RedisHealth, useValue: new RedisHealth(deps.redis) },
        { provide: BooksService, useValue: new BooksService(sources, new BooksRepository(deps.dataSource), deps.logger) },
      ],
    };
  }
}
