import {
  authMessages,
  DomainError,
  ErrorCode,
  normalizeEmail,
  type SignUpBody,
  type User,
} from '@studyforge/contracts';
import type { UserEntity } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { EmailTakenError, UsersRepository } from './users.repository.js';

/** Accounts: one per normalised email, passwords only ever stored as argon2id hashes. */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async signUp(body: SignUpBody): Promise<User> {
    const email = normalizeEmail(body.email);
    if (await this.users.existsByEmail(email)) throw new DomainError(ErrorCode.EmailTaken, authMessages.emailTaken);
    const passwordHash = await this.hasher.hash(body.password);
    try {
      const user = await this.users.create({ email, passwordHash, firstName: body.firstName, lastName: body.lastName });
      return toUser(user);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new DomainError(ErrorCode.EmailTaken, authMessages.emailTaken);
      throw error;
    }
  }

  async verifyCredentials(email: string, password: string): Promise<User> {
    const found = await this.users.findWithHashByEmail(normalizeEmail(email));
    const valid = await this.hasher.verify(found?.passwordHash ?? null, password);
    if (!found || !valid) throw new DomainError(ErrorCode.InvalidCredentials, authMessages.invalidCredentials);
    if (this.hasher.needsRehash(found.passwordHash)) {
      await this.users.updatePasswordHash(found.user.id, await this.hasher.hash(password));
    }
    return toUser(found.user);
  }

  async getUser(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'This account no longer exists.');
    return toUser(user);
  }
}

function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    email: entity.email,
    firstName: entity.firstName,
    lastName: entity.lastName,
    plan: entity.plan,
    emailVerified: entity.emailVerifiedAt !== null,
    createdAt: entity.createdAt.toISOString(),
  };
}
