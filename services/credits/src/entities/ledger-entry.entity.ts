import type { LedgerKind } from '@studyforge/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One movement of credits. Rows are never updated or deleted (a trigger refuses it). */
@Entity({ name: 'ledger' })
export class LedgerEntry {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'integer' })
  delta!: number;

  @Column({ type: 'text' })
  kind!: LedgerKind;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
