import { Module, type DynamicModule } from '@nestjs/common';
import { dataSourceProviders } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import { AccountController } from './account.controller.js';
import { accountProviders, type AccountDependencies } from './account.providers.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordHasher } from './password-hasher.js';
import { ProviderLinksRepository } from './providers/provider-links.repository.js';
import { ProviderSignInController } from './providers/provider-sign-in.controller.js';
import { ProviderSignInService } from './providers/provider-sign-in.service.js';
import { UsersRepository } from './users.repository.js';
import { VerifiedUsersController } from './mail-recipients/verified-users.controller.js';
import { VerifiedUsersRepository } from './mail-recipients/verified-users.repository.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AuthUserDataController } from './user-data.controller.js';
import { DirectoryController } from './directory/directory.controller.js';
import { DirectoryRepository } from './directory/directory.repository.js';

@Module({})
export class AuthModule {
  static register(dataSource: DataSource, account: AccountDependencies): DynamicModule {
    const hasher = new PasswordHasher();
    return {
      module: AuthModule,
      controllers: [AuthController, AccountController, ProviderSignInController, AuthUserDataController, VerifiedUsersController, DirectoryController],
      providers: [
        ...dataSourceProviders(dataSource),
        { provide: VerifiedUsersRepository, useValue: new VerifiedUsersRepository(dataSource) },
        { provide: DirectoryRepository, useValue: new DirectoryRepository(dataSource) },
        { provide: AuthService, useValue: new AuthService(new UsersRepository(dataSource), hasher) },
        ...accountProviders(dataSource, hasher, account),
        { provide: AccountDeletionService, useValue: new AccountDeletionService(new AccountDeletionRepository(dataSource), hasher, account) },
        { provide: ProviderSignInService, useValue: new ProviderSignInService(new ProviderLinksRepository(dataSource)) },
      ],
    };
  }
}
