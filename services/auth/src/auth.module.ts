import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

@Module({})
export class AuthModule {
  static register(dataSource: DataSource): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthController],
      providers: [
        ...dataSourceProviders(dataSource),
        { provide: AuthService, useValue: new AuthService(new UsersRepository(dataSource), new PasswordHasher()) },
      ],
    };
  }
}
