import type { BookSource } from '@studyforge/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One click on a 'Where to buy' link of a book card: which book, which retailer, who, when. */
@Entity({ name: 'affiliate_clicks' })
export class AffiliateClickEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'book_id', type: 'text' })
  bookId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  retailer!: string;

  @Column({ type: 'text' })
  source!: BookSource;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'clicked_at', type: 'timestamptz' })
  clickedAt!: Date;
}
