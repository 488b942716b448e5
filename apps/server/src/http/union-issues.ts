import type { FieldError } from '@scriptloom/contracts';
import { z } from 'zod';

/**
 * The wrong fields of a body that matches no form of a union of objects (`PUT /up/transcript`'s
 * `{index, text}`, `{changes}` and `{transcript}`). zod answers such a body with one issue at the
 * union itself, "Invalid input", which names no field. The form the client meant is the one whose
 * own keys (those not every form has) the body has most of; parsing the body as that form names
 * what is wrong with it. A body with none of them is told which fields choose a form. Undefined
 * when `schema` is not a union of objects or `body` not an object: the caller keeps zod's issue.
 */
export function unionFieldErrors(schema: unknown, body: unknown): FieldError[] | undefined {
  if (!(schema instanceof z.ZodUnion) || !isRecord(body)) return undefined;
  const forms = schema.options;
  if (!forms.every((form) => form instanceof z.ZodObject)) return undefined;
  const keysOf = (form: z.ZodObject) => Object.keys(form.shape);
  const shared = (key: string) => forms.every((form) => key in (form as z.ZodObject).shape);
  const ownKeys = forms.map((form) => keysOf(form as z.ZodObject).filter((key) => !shared(key)));
  const present = ownKeys.map((keys) => keys.filter((key) => body[key] !== undefined).length);
  const best = Math.max(...present);
  if (best === 0) {
    // Each form named by its first own key (what tells it apart), e.g. "index, changes or transcript".
    const choices = [...new Set(ownKeys.map((keys) => keys[0]).filter((key) => key !== undefined))];
    const message = `Send one of the fields ${listed(choices)}.`;
    return choices.map((field) => ({ field, message }));
  }
  const chosen = forms[present.indexOf(best)] as z.ZodObject;
  const parsed = chosen.safeParse(body);
  if (parsed.success) return undefined;
  return parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
