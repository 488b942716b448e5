import type { PlanCode } from '@scriptloom/contracts';

/** Display names of the plan codes (docs/product.md#plans-and-limits). */
export function planName(code: PlanCode): string {
  if (code === 'free') return 'Flexi Free';
  return code.startsWith('hobbyist') ? 'Hobbyist' : 'Professional';
}

/** docs/product.md#plans-and-limits: a code containing 'yearly' marks a yearly subscription. */
export function billingPeriod(code: PlanCode): 'year' | 'month' | null {
  if (code === 'free') return null;
  return code.includes('yearly') ? 'year' : 'month';
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
