import { ErrorCode } from '@scriptloom/contracts';
import { AppError } from '../../lib/app-error.js';
import { PaymentError, type PaymentProcessor } from '../../payments/processor.js';
import type { ServiceContext } from '../context.js';

/** The configured processor, or 503 where payments are off (production without a processor). */
export function processorOf(ctx: ServiceContext): PaymentProcessor {
  const processor = ctx.payments();
  if (!processor) {
    throw new AppError(503, ErrorCode.paymentsOff, 'Payments are not available on this server.');
  }
  return processor;
}

/** A refused card or charge as the person sees it: 402 with the processor's reason. */
export function asPaymentFailure(err: unknown): never {
  if (err instanceof PaymentError) {
    const status = err.reason === 'processor_unavailable' ? 503 : 402;
    throw new AppError(status, ErrorCode.paymentFailed, err.message);
  }
  throw err;
}
