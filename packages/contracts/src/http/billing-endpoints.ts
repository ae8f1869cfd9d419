import { z } from 'zod';
import {
  billingConfigSchema,
  checkoutReplySchema,
  portalReplySchema,
  subscriptionSummarySchema,
  testAuthenticationSchema,
  testCardSchema,
  testPaymentReplySchema,
  testPortalActionSchema,
  webhookReplySchema,
} from '../billing.js';
import { defineEndpoint, jsonBody, jsonReply } from './endpoint.js';
import { lazyEndpoints } from './lazy-endpoints.js';

/** Where the portal sends the student back: a path of this site. */
export const portalBodySchema = z.object({
  returnPath: z
    .string()
    .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, { error: 'returnPath must be a path of this site, such as /settings' })
    .max(200)
    .default('/settings'),
});

export const billingEndpoints = lazyEndpoints({
  getBillingConfig: () => defineEndpoint({
    method: 'GET',
    path: '/api/billing/config',
    auth: 'public',
    reply: jsonReply(billingConfigSchema, 'The payment mode (stripe, test or off), Stripe publishable key, price and monthly credits'),
    summary: 'What the checkout page needs: Stripe, the test-mode provider or none (Pro is not sold), and the price of Pro',
    tag: 'Billing',
    errors: ['SERVICE_UNAVAILABLE'],
    cacheControl: 'public, max-age=60',
    forward: { subject: 'billing.config', request: () => ({}) },
  }),
  getSubscription: () => defineEndpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    auth: 'signed-in',
    reply: jsonReply(subscriptionSummarySchema, 'Plan, subscription status, renewal or end date and the last payment'),
    summary: "The signed-in student's plan and Pro subscription",
    tag: 'Billing',
    errors: ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'billing.get-subscription', request: ({ actor }) => ({ userId: actor.userId }) },
  }),
  startCheckout: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription',
    auth: 'signed-in',
    reply: jsonReply(checkoutReplySchema, 'The client secret that the payment form confirms (open /checkout?client_secret=…)'),
    summary: 'Starts the Pro subscription: the customer once, and a subscription waiting for its first payment (501 when payments are not set up)',
    tag: 'Billing',
    errors: ['UNAUTHENTICATED', 'CONFLICT', 'PROVIDER_NOT_CONFIGURED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'billing.start-checkout', request: ({ actor }) => ({ userId: actor.userId }), timeoutMs: 30_000 },
  }),
  openBillingPortal: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/portal',
    auth: 'signed-in',
    body: jsonBody(portalBodySchema),
    reply: jsonReply(portalReplySchema, "The address of the portal: Stripe's customer portal, or the test-mode provider's own page"),
    summary: 'Where a subscriber manages (cancels or resumes) Pro',
    tag: 'Billing',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'PROVIDER_NOT_CONFIGURED', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
  }),
  billingWebhook: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    auth: 'public',
    origin: 'any',
    reply: jsonReply(webhookReplySchema, 'The event was applied (or had been before)'),
    summary: "The payment provider's events, verified by their Stripe-Signature over the raw body; 503 asks for a redelivery",
    tag: 'Billing',
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
  }),
  confirmTestPayment: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-mode/confirm',
    auth: 'public',
    body: jsonBody(testCardSchema),
    reply: jsonReply(testPaymentReplySchema, "Succeeded, failed with the provider's message, or waiting for the extra confirmation step"),
    summary: "Test mode only (404 otherwise): pays a checkout with one of Stripe's test cards (no real charge)",
    tag: 'Billing',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'billing.test-confirm', request: ({ body }) => body, timeoutMs: 15_000 },
  }),
  authenticateTestPayment: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-mode/authenticate',
    auth: 'public',
    body: jsonBody(testAuthenticationSchema),
    reply: jsonReply(testPaymentReplySchema, 'The payment after the extra confirmation step'),
    summary: 'Test mode only (404 otherwise): completes or fails the extra confirmation step (3D Secure) of a test card',
    tag: 'Billing',
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'billing.test-authenticate', request: ({ body }) => body, timeoutMs: 15_000 },
  }),
  changeTestSubscription: () => defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-mode/portal',
    auth: 'signed-in',
    body: jsonBody(testPortalActionSchema),
    reply: jsonReply(subscriptionSummarySchema, 'The subscription after the change'),
    summary: "Test mode only (404 otherwise): the portal page's cancel (at the end of the paid month) and resume",
    tag: 'Billing',
    errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    cacheControl: 'no-store',
    forward: { subject: 'billing.test-portal-action', request: ({ actor, body }) => ({ userId: actor.userId, action: body.action }), timeoutMs: 15_000 },
  }),
});
