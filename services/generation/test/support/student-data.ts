import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, postForm, signedInStudent } from '@studyforge/test-support';
import { biologyPdf, biologyText } from './study-material.js';

/** A student with something in every service: a deck from an uploaded PDF, a study guide, a trivia answer and a book click. */
export async function studentWithData(baseUrl?: string) {
  const student = await signedInStudent({ baseUrl });
  const { cookie } = student;
  const pdf = await biologyPdf();
  const deck = await postForm('/api/generate-flashcards', { cookie, files: [{ name: 'biology.pdf', bytes: pdf }], fields: { count: '3' }, baseUrl });
  if (deck.status !== 200) throw new Error(`flashcards: ${deck.status} ${JSON.stringify(deck.body)}`);
  const notes = await postForm('/api/generate-notes', { cookie, fields: { text: biologyText() }, baseUrl });
  if (notes.status !== 200) throw new Error(`notes: ${notes.status} ${JSON.stringify(notes.body)}`);
  const trivia = await call('/api/generate-structured-trivia', {
    cookie,
    baseUrl,
    body: { major: 'Computer Science', course: 'Data Structures', questionCount: 5 },
  });
  if (trivia.status !== 200) throw new Error(`trivia: ${trivia.status} ${JSON.stringify(trivia.body)}`);
  const answer = await call('/api/submit-trivia', { cookie, baseUrl, body: { sessionId: trivia.body.sessionId, selectedAnswer: trivia.body.options[0] } });
  if (answer.status !== 200) throw new Error(`trivia answer: ${answer.status} ${JSON.stringify(answer.body)}`);
  const click = await call('/api/books/affiliate-clicks', {
    cookie,
    baseUrl,
    body: { bookId: `book-${randomUUID().slice(0, 8)}`, title: 'Campbell Biology', retailer: 'amazon', source: 'catalogue' },
  });
  if (click.status !== 200 && click.status !== 201) throw new Error(`book click: ${click.status} ${JSON.stringify(click.body)}`);
  return { ...student, pdf, deckId: deck.body.deckId as string, triviaSessionId: trivia.body.sessionId as string };
}

/** Every row in any schema whose user columns name this student (what must be gone after an erasure). */
export async function rowsNaming(db: pg.Pool, userId: string): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ schema: string; table: string; columns: string[] }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, array_agg(c.column_name::text) AS columns
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.column_name IN ('user_id', 'follower_id', 'followee_id') AND c.data_type = 'uuid'
       AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
     GROUP BY c.table_schema, c.table_name`,
  );
  const found: Record<string, number> = {};
  for (const { schema, table, columns } of tables) {
    const where = columns.map((column) => `"${column}" = $1`).join(' OR ');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${table}" WHERE ${where}`, [userId]);
    if (rows[0]!.n > 0) found[`${schema}.${table}`] = rows[0]!.n;
  }
  const { rows: users } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.users WHERE id = $1', [userId]);
  if (users[0]!.n > 0) found['auth.users'] = users[0]!.n;
  return found;
}
