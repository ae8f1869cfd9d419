import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

/** The session holds the user id only; everything else is asked of the auth service when needed. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: Express.User, done: (error: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: (error: unknown, user?: Express.User | false) => void): void {
    done(null, typeof id === 'string' ? { id } : false);
  }
}
