import { looksLikeMedia, PLAN_LIMITS, UploadMessages, type PlanCode } from '@scriptloom/contracts';
import { planName } from '../plan-names';

/**
 * Why a chosen file would be refused, in the server's own words, or null: not a recording by its
 * type or name, or larger than the plan allows. Checked before any byte is sent; the server still
 * reads the file itself and checks it again (the plan unknown: only the type is checked here).
 */
export function uploadRefusal(
  file: { name: string; type: string; size: number },
  plan: PlanCode | null,
): string | null {
  if (!looksLikeMedia(file)) return UploadMessages.notMedia;
  const maxBytes = plan ? (PLAN_LIMITS[plan]?.maxBytes ?? null) : null;
  if (maxBytes !== null && plan && file.size > maxBytes) return UploadMessages.tooLarge(maxBytes, planName(plan));
  return null;
}
