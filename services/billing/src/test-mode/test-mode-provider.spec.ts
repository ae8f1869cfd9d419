import { createLogger } from '@studyforge/service-kit';
import { describe, expect, it } from 'vitest';
import { InvalidSignature, type ProviderEvent } from '../providers/payment-provider.js';
import { TestModeProvider } from './test-mode-provider.js';
import type { TestModeStore, TestObject, TestObjectKind } from './test-mode.store.js';

const USER = '5b0e8c50-93c4-4f35-a44c-7f1c0c7d5e21';
const price = { amount: 999, currency: 'usd', interval: 'month' as const, productName: 'StudyForge Pro' };

/** The provider's table in memory, with the same rules (a put of a known id changes its data only). */
function memoryStore() {
  const rows = new Map<string, { kind: TestObjectKind; userId: string | null; data: TestObject; pending: boolean }>();
  const store = {
    put: async (kind: TestObjectKind, object: TestObject, userId: string | null, pending = false) => {
      const known = rows.get(object.id);
      rows.set(object.id, { kind, userId, data: structuredClone(object), pending: known ? known.pending : pending });
    },
    get: async (kind: TestObjectKind, id: string) => (rows.get(id)?.kind === kind ? structuredClone(rows.get(id)!.data) : null),
    invoiceBySecret: async (secret: string) =>
      [...rows.values()].find((row) => row.kind === 'invoice' && row.data.confirmation_secret.client_secret === secret)?.data ?? null,
    claimOpenInvoice: async (id: string) => {
      const row = rows.get(id);
      if (row?.data.status !== 'open') return false;
      row.data.status = 'paid';
      return true;
    },
    subscriptionsOf: async (userId: string) => [...rows.values()].filter((row) => row.kind === 'subscription' && row.userId === userId).map((row) => row.data),
    dueSubscriptions: async () => [],
    claimPeriodEnd: async () => true,
    pruneDeliveredEvents: async () => undefined,
    pendingEvents: async () => [...rows.values()].filter((row) => row.pending).map((row) => row.data),
    markDelivered: async (id: string) => void (rows.get(id)!.pending = false),
  };
  return { store: store as unknown as TestModeStore, pending: () => [...rows.values()].filter((row) => row.pending).length };
}

describe('test-mode provider', () => {
  it("signs its events the way Stripe does, and keeps an event that was not applied until it is delivered again", async () => {
    const { store, pending } = memoryStore();
    const provider = new TestModeProvider(store, price, createLogger('billing-test', 'silent'));
    const applied: ProviderEvent[] = [];
    let failing = true;
    provider.start(async (payload, signature) => {
      const event = provider.parseEvent(payload, signature);
      if (failing) throw new Error('the credits service is down');
      applied.push(event);
    }, 3_600_000);

    const checkout = await provider.createSubscription(await provider.createCustomer(USER), USER);
    const paid = await provider.confirm({ clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid).toEqual({ status: 'succeeded', message: null });
    expect(applied).toEqual([]);
    expect(pending()).toBe(3);

    failing = false;
    await provider.tick();
    expect(applied.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);
    expect(applied[1]).toMatchObject({ invoice: { amountPaid: 999, currency: 'usd', subscriptionId: checkout.id } });
    expect(pending()).toBe(0);
    expect(await provider.retrieveSubscription(checkout.id)).toMatchObject({ status: 'active', userId: USER, cancelAtPeriodEnd: false });
    provider.stop();
  });

  it('refuses an event it did not sign', () => {
    const provider = new TestModeProvider(memoryStore().store, price, createLogger('billing-test', 'silent'));
    const payload = Buffer.from(JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } }));
    expect(() => provider.parseEvent(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).toThrow(InvalidSignature);
  });
});
