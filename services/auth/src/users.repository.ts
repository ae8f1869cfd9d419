import { isUniqueViolation } from '@studyforge/service-kit';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity.js';

export class EmailTakenError extends Error {}

/** The only code that touches the auth schema. */
export class UsersRepository {
  private readonly users: Repository<UserEntity>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
  }

  async create(fields: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<UserEntity> {
    try {
      const saved = await this.users.insert(this.users.create(fields));
      const id = saved.identifiers[0]?.id as string;
      return this.users.findOneByOrFail({ id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /** A closed account (its deletion asked for) is found no more. */
  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id, deletionRequestedAt: IsNull() });
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** The user and their hash, for checking a password only. */
  async findWithHashByEmail(email: string): Promise<{ user: UserEntity; passwordHash: string } | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    if (!user) return null;
    const { passwordHash, ...rest } = user;
    return { user: Object.assign(new UserEntity(), rest), passwordHash };
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash, updatedAt: new Date() });
  }
}
