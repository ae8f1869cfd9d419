import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, MediaLinkSigner, sqlDatabaseOf, UserRowsStore, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ExplanationAudioService } from './explanation-audio.service.js';
import { TRIVIA_SCHEMA } from './trivia-config.js';
import { TriviaController } from './trivia.controller.js';
import { TriviaRepository } from './trivia.repository.js';
import { TriviaService } from './trivia.service.js';
import { WeekActivityController } from './week-activity/week-activity.controller.js';
import { WeekActivityRepository } from './week-activity/week-activity.repository.js';
import { TriviaUserDataController } from './user-data.controller.js';
import { TriviaProfileActivityController } from './profile-activity/profile-activity.controller.js';
import { TriviaProfileActivityRepository } from './profile-activity/profile-activity.repository.js';

export interface TriviaDependencies {
  dataSource: DataSource;
  rpc: RpcClient;
  questionTimeoutMs: number;
  /** Signs the links to answers' spoken explanations (the gateway verifies them with the same secret). */
  mediaLinkSecret: string;
  logger: Logger;
}

@Module({})
export class TriviaModule {
  static register(deps: TriviaDependencies): DynamicModule {
    const audio = new ExplanationAudioService(deps.rpc, new MediaLinkSigner(deps.mediaLinkSecret), deps.logger);
    return {
      module: TriviaModule,
      controllers: [TriviaController, TriviaUserDataController, WeekActivityController, TriviaProfileActivityController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        { provide: WeekActivityRepository, useValue: new WeekActivityRepository(deps.dataSource) },
        { provide: TriviaProfileActivityRepository, useValue: new TriviaProfileActivityRepository(deps.dataSource) },
        {
          provide: UserRowsStore,
          useValue: new UserRowsStore(sqlDatabaseOf(deps.dataSource), {
            schema: TRIVIA_SCHEMA,
            descriptions: {
              sessions: 'Your trivia sessions: subject, questions, how far you got and the credits each cost',
              answers: 'Each answer you gave in a trivia session and whether it was correct',
              player_stats: 'Your trivia streaks and totals',
            },
          }),
        },
        { provide: TriviaService, useValue: new TriviaService(new TriviaRepository(deps.dataSource), deps.rpc, audio, deps.questionTimeoutMs) },
      ],
    };
  }
}
