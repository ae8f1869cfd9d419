import type { AffiliateClick } from '@studyforge/contracts';
import type { DataSource } from 'typeorm';

/** The only code that touches books.affiliate_clicks. */
export class BooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async logAffiliateClick(userId: string, click: AffiliateClick): Promise<{ id: string; clickedAt: Date }> {
    const rows: Array<{ id: string; clicked_at: Date }> = await this.dataSource.query(
      `INSERT INTO books.affiliate_clicks (book_id, title, retailer, source, user_id)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, clicked_at`,
      [click.bookId, click.title, click.retailer, click.source, userId],
    );
    const row = rows[0]!;
    return { id: row.id, clickedAt: row.clicked_at };
  }
}
