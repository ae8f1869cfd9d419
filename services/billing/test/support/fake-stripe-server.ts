import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StripeObject = Record<string, any> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

/** `metadata[studyforge_user_id]=…&items[0][price]=…` into nested objects, as Stripe reads its form bodies. */
function parseForm(body: string): StripeObject {
  const result: StripeObject = { id: '' };
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let target: Record<string, unknown> = result;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]!] = value;
  }
  return result;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server that speaks the parts of Stripe's API that billing calls: customers (with
 * idempotency keys), subscriptions (create incomplete with the first invoice's confirmation secret,
 * retrieve with `expand`, cancel) and customer-portal sessions. Tests change its objects to play
 * what happens at Stripe (a payment, a renewal that fails, a cancellation).
 */
export class FakeStripeServer {
  readonly customers = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly requests: { method: string; path: string }[] = [];
  private readonly idempotent = new Map<string, StripeObject>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** What happens at Stripe when the first invoice is paid: the invoice paid, the subscription active. */
  pay(subscriptionId: string): { subscription: StripeObject; invoice: StripeObject } {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(subscription.latest_invoice)!;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() } });
    subscription.status = 'active';
    return { subscription, invoice };
  }

  /** A renewal invoice of the subscription (a new month). */
  renewalInvoice(subscriptionId: string, paid: boolean): StripeObject {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.newInvoice(subscription.customer, subscriptionId);
    Object.assign(invoice, paid ? { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() } } : { status: 'open' });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private newInvoice(customer: string, subscription: string): StripeObject {
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: 999,
      amount_paid: 0,
      currency: 'usd',
      created: now(),
      status_transitions: { paid_at: null },
      last_finalization_error: null,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      confirmation_secret: { type: 'payment_intent', client_secret: `pi_${randomBytes(8).toString('hex')}_secret_${randomBytes(8).toString('hex')}` },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const form = req.method === 'POST' ? parseForm(await bodyOf(req)) : parseForm(url.search.slice(1));
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const missing = (what: string) => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && this.idempotent.has(key)) return send(200, this.idempotent.get(key));

    const [, version, resource, objectId] = url.pathname.split('/');
    if (version !== 'v1') return missing('endpoint');

    if (req.method === 'POST' && resource === 'customers' && !objectId) {
      const customer = { id: id('cus'), object: 'customer', created: now(), metadata: form.metadata ?? {} };
      this.customers.set(customer.id, customer);
      if (typeof key === 'string') this.idempotent.set(key, customer);
      return send(200, customer);
    }
    if (req.method === 'POST' && resource === 'subscriptions' && !objectId) {
      if (!this.customers.has(form.customer)) return missing(`customer: '${form.customer}'`);
      const subscriptionId = id('sub');
      const invoice = this.newInvoice(form.customer, subscriptionId);
      const subscription = {
        id: subscriptionId,
        object: 'subscription',
        customer: form.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        ended_at: null,
        created: now(),
        start_date: now(),
        latest_invoice: invoice.id,
        metadata: form.metadata ?? {},
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: { id: form.items?.['0']?.price }, current_period_start: now(), current_period_end: now() + MONTH }] },
      };
      this.subscriptions.set(subscriptionId, subscription);
      return send(200, this.expanded(subscription, form));
    }
    if (resource === 'subscriptions' && objectId) {
      const subscription = this.subscriptions.get(objectId);
      if (!subscription) return missing(`subscription: '${objectId}'`);
      if (req.method === 'DELETE') Object.assign(subscription, { status: 'canceled', ended_at: now() });
      return send(200, this.expanded(subscription, form));
    }
    if (req.method === 'POST' && resource === 'billing_portal') {
      return send(200, { id: id('bps'), object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.test/p/session/${id('test')}` });
    }
    return missing('endpoint');
  }

  private expanded(subscription: StripeObject, form: StripeObject): StripeObject {
    const expand = Object.values((form.expand ?? {}) as Record<string, string>);
    const copy = structuredClone(subscription);
    if (expand.includes('latest_invoice.confirmation_secret') || expand.includes('latest_invoice')) copy.latest_invoice = this.invoices.get(subscription.latest_invoice);
    return copy;
  }
}
