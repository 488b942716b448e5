import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Models wrap JSON in ```json fences, add a sentence before or after it, or (reasoning models)
 * think aloud in <think> blocks first, even when asked not to. Take the outermost object.
 */
export function extractJson(answer: string): Parsed<unknown> {
  let text = withoutThinking(answer);
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(text);
  if (fenced?.[1]?.includes('{')) text = fenced[1];
  const open = text.indexOf('{');
  const close = text.lastIndexOf('}');
  if (open < 0) return { ok: false, problem: 'the answer holds no JSON object' };
  if (close <= open) return { ok: false, problem: 'the JSON is not valid (the object is never closed)' };
  try {
    return { ok: true, value: JSON.parse(text.slice(open, close + 1)) as unknown };
  } catch (err) {
    return { ok: false, problem: `the JSON is not valid (${(err as Error).message})` };
  }
}

export function withoutThinking(answer: string): string {
  return answer.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
}

/** The answer's JSON checked against a schema; problems are listed the way the model can fix them. */
export function parseJsonAnswer<S extends z.ZodType>(schema: S, answer: string): Parsed<z.output<S>> {
  const json = extractJson(answer);
  if (!json.ok) return json;
  const result = schema.safeParse(json.value);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'the object'}: ${issue.message}`);
  return { ok: false, problem: `the JSON does not have the asked shape (${problems.join('; ')})` };
}

/** Plain-text answers (show notes): a model may still fence them. */
export function stripFences(answer: string): string {
  const text = withoutThinking(answer);
  const fenced = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}
