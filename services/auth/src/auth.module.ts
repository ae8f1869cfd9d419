import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordHasher } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

@Module({})
export class AuthModule implements OnApplicationShutdown {
  private static dataSource?: DataSource;

  static register(dataSource: DataSource): DynamicModule {
    AuthModule.dataSource = dataSource;
    return {
      module: AuthModule,
      controllers: [AuthController],
      providers: [
        { provide: DataSource, useValue: dataSource },
        { provide: AuthService, useValue: new AuthService(new UsersRepository(dataSource), new PasswordHasher()) },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (AuthModule.dataSource?.isInitialized) await AuthModule.dataSource.destroy();
  }
}
