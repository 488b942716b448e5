import { PLAN_LIMITS } from '@scriptloom/contracts';

const PLAN_NAMES: Record<string, string> = {
  free: 'Flexi Free',
  hobbyist_monthly: 'Hobbyist',
  hobbyist_yearly: 'Hobbyist',
  professional_monthly: 'Professional',
  professional_yearly: 'Professional',
};

export const planName = (plan: string) => PLAN_NAMES[plan] ?? plan;

/** Size and length limits of a plan; unknown plans get the free plan's limits. */
export function limitsFor(plan: string, hardCapBytes: number) {
  const limits = PLAN_LIMITS[plan] ?? PLAN_LIMITS.free!;
  return {
    maxBytes: Math.min(limits.maxBytes ?? Infinity, hardCapBytes),
    maxMinutes: limits.maxMinutes,
  };
}
