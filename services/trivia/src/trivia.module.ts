import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders, type RpcClient } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { TriviaController } from './trivia.controller.js';
import { TriviaRepository } from './trivia.repository.js';
import { TriviaService } from './trivia.service.js';

@Module({})
export class TriviaModule {
  static register(deps: { dataSource: DataSource; rpc: RpcClient; questionTimeoutMs: number }): DynamicModule {
    return {
      module: TriviaModule,
      controllers: [TriviaController],
      providers: [
        ...dataSourceProviders(deps.dataSource),
        { provide: TriviaService, useValue: new TriviaService(new TriviaRepository(deps.dataSource), deps.rpc, deps.questionTimeoutMs) },
      ],
    };
  }
}
