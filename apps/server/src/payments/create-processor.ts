import { createHmac } from 'node:crypto';
import type { BillingRepo } from '@scriptloom/db';
import type { Config } from '../config.js';
import type { PaymentProcessor } from './processor.js';
import { createStripeProcessor } from './stripe-processor.js';
import { createTestProcessor } from './test-processor.js';

/** The configured processor (config.payments), or null where payments are off. */
export function createPaymentProcessor(config: Config, repo: BillingRepo, secret: string): PaymentProcessor | null {
  switch (config.payments.kind) {
    case 'off':
      return null;
    case 'test':
      // Its webhooks are signed with a key derived from the server's secret: a test can sign one,
      // nobody outside can.
      return createTestProcessor(repo, testWebhookSecret(secret));
    case 'stripe':
      return createStripeProcessor({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        ...(config.payments.apiBase ? { apiBase: config.payments.apiBase } : {}),
      });
  }
}

export const testWebhookSecret = (secret: string) =>
  createHmac('sha256', secret).update('scriptloom test-processor webhooks').digest('hex');
