import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordHasher } from './password-hasher.js';
import { ProviderLinksRepository } from './providers/provider-links.repository.js';
import { ProviderSignInController } from './providers/provider-sign-in.controller.js';
import { ProviderSignInService } from './providers/provider-sign-in.service.js';
import { UsersRepository } from './users.repository.js';

@Module({})
export class AuthModule {
  static register(dataSource: DataSource): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthController, ProviderSignInController],
      providers: [
        ...dataSourceProviders(dataSource),
        { provide: AuthService, useValue: new AuthService(new UsersRepository(dataSource), new PasswordHasher()) },
        { provide: ProviderSignInService, useValue: new ProviderSignInService(new ProviderLinksRepository(dataSource)) },
      ],
    };
  }
}
