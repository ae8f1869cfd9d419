import { z } from 'zod';
import { PRICE_TABLE } from './price-table.js';

export { FREE_TRIAL_CREDITS, PRICE_TABLE } from './price-table.js';

export type PricedFeature = (typeof PRICE_TABLE)[number]['feature'];

export function priceOf(feature: PricedFeature): number {
  const row = PRICE_TABLE.find((entry) => entry.feature === feature);
  if (!row) throw new Error(`No price for feature ${feature}`);
  return row.credits;
}

export const priceSchema = z.object({
  feature: z.string(),
  label: z.string(),
  credits: z.number().int().min(0),
  unit: z.string(),
  path: z.string(),
});
export const pricesReplySchema = z.object({ freeTrialCredits: z.number().int(), prices: z.array(priceSchema) });
export type PricesReply = z.infer<typeof pricesReplySchema>;

export const creditsReplySchema = z.object({ credits: z.number().int().min(0) });
export type CreditsReply = z.infer<typeof creditsReplySchema>;

export const creditStatsReplySchema = z.object({
  credits: z.number().int().min(0),
  totalGranted: z.number().int().min(0),
  totalSpent: z.number().int().min(0),
  totalRefunded: z.number().int().min(0),
});
export type CreditStatsReply = z.infer<typeof creditStatsReplySchema>;

const idempotencyKey = z.string().min(1).max(200);
const amount = z.number().int().positive().max(1_000_000);

/** Debit, refund and grant share one shape; the key makes a replay charge (or pay) once. */
export const creditMovementSchema = z.object({
  userId: z.uuid(),
  amount,
  reason: z.string().min(1).max(200),
  idempotencyKey,
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

export const creditMovementReplySchema = z.object({
  balance: z.number().int().min(0),
  entryId: z.uuid(),
  replayed: z.boolean(),
});
export type CreditMovementReply = z.infer<typeof creditMovementReplySchema>;

/**
 * A reservation: the credits a job (`job:{id}`) or a trivia session (`trivia:{id}`) holds, tied to its debit
 * (`{key}:reserve`). It ends once, settled (charged at most what was reserved, the rest given back as
 * `{key}:settle`) or released (all of it given back as `{key}:release`); any later settle or release is a replay.
 */
export const RESERVATION_STATES = ['reserved', 'settled', 'released'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const reservationKeySchema = z.string().regex(/^(job|trivia):[0-9a-f-]{36}$/, 'A reservation key is job:{uuid} or trivia:{uuid}.');

export const creditReserveSchema = z.object({ userId: z.uuid(), amount, reason: z.string().min(1).max(200), key: reservationKeySchema });
export type CreditReserve = z.infer<typeof creditReserveSchema>;

/** Charges `charged` of the reservation (at most what was reserved) and gives back the rest. */
export const creditSettleSchema = z.object({ key: reservationKeySchema, charged: z.number().int().min(0).max(1_000_000), reason: z.string().min(1).max(200) });
export type CreditSettle = z.infer<typeof creditSettleSchema>;

export const creditReleaseSchema = z.object({ key: reservationKeySchema, reason: z.string().min(1).max(200) });
export type CreditRelease = z.infer<typeof creditReleaseSchema>;

export const creditReservationReplySchema = z.object({
  key: reservationKeySchema,
  state: z.enum(RESERVATION_STATES),
  reserved: z.number().int().min(0),
  charged: z.number().int().min(0),
  /** The balance after this call; null when the reservation never reached an account (released before it was made). */
  balance: z.number().int().min(0).nullable(),
  /** True when the reservation had already reached this state (or the other final one): nothing moved. */
  replayed: z.boolean(),
});
export type CreditReservationReply = z.infer<typeof creditReservationReplySchema>;

/** Reservations still `reserved` this long after they were made, a page at a time in key order after `afterKey` (for the reconciler). */
export const staleReservationsRequestSchema = z.object({
  olderThanMs: z.number().int().min(0).max(30 * 24 * 3_600_000),
  limit: z.number().int().min(1).max(500),
  afterKey: z.string().max(200).nullable().default(null),
});
export const staleReservationsReplySchema = z.object({
  reservations: z.array(z.object({ key: reservationKeySchema, userId: z.uuid(), reserved: z.number().int().min(0), createdAt: z.string() })),
});
export type StaleReservations = z.infer<typeof staleReservationsReplySchema>;

export const LEDGER_KINDS = ['trial', 'debit', 'refund', 'grant'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const creditMessages = {
  insufficient: (needed: number, balance: number) =>
    `Not enough credits: this costs ${needed} credits and you have ${balance}.`,
  idempotencyConflict: 'This idempotency key was already used for a different credit movement.',
  reservationReleased: 'This reservation was already released: start the work again with a new id.',
  reservationConflict: 'This reservation key was already used for a different reservation.',
} as const;
