import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertSystem, parseRequest, UserRowsStore } from '@studyforge/service-kit';

/** The student's clicks on book retailer links, for their data export and the erasure of their account. */
@Controller()
export class BooksUserDataController {
  constructor(@Inject(UserRowsStore) private readonly rows: UserRowsStore) {}

  @MessagePattern('books.export-user-data')
  export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('books.export-user-data', payload);
    assertSystem(actor);
    return this.rows.exportPage(data.userId, data.cursor);
  }

  @MessagePattern('books.erase-user-data')
  async erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('books.erase-user-data', payload);
    assertSystem(actor);
    return { erased: true as const, counts: await this.rows.erase(data.userId) };
  }
}
