import { createLogger, openDatabase, runMain, startService } from '@studyforge/service-kit';
import { BOOKS_SCHEMA, loadBooksConfig } from './books-config.js';
import { booksDataSource } from './books-database.js';
import { BooksModule } from './books.module.js';
import { CATALOGUE_BOOKS } from './catalogue/catalogue-books.js';
import { CatalogueSeeder } from './catalogue/catalogue-seeder.js';
import { CatalogueRepository } from './catalogue/catalogue.repository.js';
import { connectRedis } from './redis-connection.js';

runMain('books service', async () => {
  const config = loadBooksConfig();
  const logger = createLogger('books', config.LOG_LEVEL);
  const dataSource = await openDatabase(booksDataSource(config.DATABASE_URL), BOOKS_SCHEMA, logger);
  await new CatalogueSeeder(new CatalogueRepository(dataSource), logger).seed(CATALOGUE_BOOKS);
  const redis = connectRedis(config.REDIS_URL, logger);
  await startService({
    name: 'books',
    module: BooksModule.register({ config, dataSource, redis, logger }),
    natsUrl: config.NATS_URL,
    logger,
  });
});
