import { describe, expect, it } from 'vitest';
import { UserRowsStore, type SqlDatabase } from './user-rows.store.js';

/** A schema of two tables: `sessions` with many large rows of the student's, `answers` with a few. */
function fakeDatabase(sessions: number, answers: number): SqlDatabase {
  const rowsOf: Record<string, Array<{ id: number; note: string }>> = {
    sessions: Array.from({ length: sessions }, (_, id) => ({ id, note: 'x'.repeat(2000) })),
    answers: Array.from({ length: answers }, (_, id) => ({ id, note: 'a' })),
  };
  const query = async (sql: string) => {
    if (sql.includes('information_schema.columns')) return [{ table: 'answers', columns: ['user_id'] }, { table: 'sessions', columns: ['user_id'] }];
    if (sql.includes('pg_index')) return [{ name: 'id' }];
    const page = /FROM "trivia"\."(\w+)" t .* LIMIT (\d+) OFFSET (\d+)/s.exec(sql);
    if (!page) throw new Error(`unexpected query: ${sql}`);
    return rowsOf[page[1]!]!.slice(Number(page[3]), Number(page[3]) + Number(page[2]));
  };
  return { query, transaction: (work) => work({ query }) };
}

describe('a student’s rows, page by page', () => {
  it('keeps each page far below a NATS message, and the pages together hold every row once', async () => {
    const store = new UserRowsStore(fakeDatabase(450, 3), { schema: 'trivia', descriptions: { sessions: 'Your trivia sessions' } });
    const seen: Record<string, number[]> = { 'answers.json': [], 'sessions.json': [] };
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await store.exportPage('user-1', cursor);
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(512 * 1024);
      for (const file of page.files) seen[file.name]!.push(...(file.content as Array<{ id: number }>).map((row) => row.id));
      cursor = page.next;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(seen['answers.json']).toEqual([0, 1, 2]);
    expect(seen['sessions.json']).toEqual(Array.from({ length: 450 }, (_, id) => id));

    const whole = await store.export('user-1');
    expect(whole.map((file) => [file.name, (file.content as unknown[]).length])).toEqual([
      ['answers.json', 3],
      ['sessions.json', 450],
    ]);
    expect(whole[1]!.description).toBe('Your trivia sessions');
  });

  it('lists a table with no rows of the student as an empty file', async () => {
    const page = await new UserRowsStore(fakeDatabase(0, 0), { schema: 'trivia' }).exportPage('user-2', null);
    expect(page).toEqual({
      next: null,
      files: [
        { name: 'answers.json', description: 'Your rows of trivia.answers', content: [], temporary: false },
        { name: 'sessions.json', description: 'Your rows of trivia.sessions', content: [], temporary: false },
      ],
    });
  });
});
