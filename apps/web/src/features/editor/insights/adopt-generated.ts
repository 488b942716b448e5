import type { Chapter, InsightKind, InsightsResponse, ProcessedData } from '@scriptloom/contracts';
import { runOf } from './run-state';

/** The editor document's fields that insight jobs write (and the person may also edit). */
export interface GeneratedFields {
  /** processed_data.abstract */
  summary?: string | null;
  /** processed_data.insights */
  chapters?: Chapter[];
  keywords?: string[];
  entities?: Record<string, string[]>;
}
export type GeneratedField = keyof GeneratedFields;

const FIELD_KINDS: Record<GeneratedField, InsightKind> = {
  summary: 'summary',
  chapters: 'chapters',
  keywords: 'keywords',
  entities: 'entities',
};
const FIELDS = Object.keys(FIELD_KINDS) as GeneratedField[];

/** Which finished generation of each field the editor has already seen (the run's updated_at). */
export type GenerationSeen = Partial<Record<GeneratedField, string>>;

function valueOf(processed: ProcessedData, field: GeneratedField): GeneratedFields[GeneratedField] {
  switch (field) {
    case 'summary':
      return processed.abstract;
    case 'chapters':
      return processed.insights;
    case 'keywords':
      return processed.keywords;
    case 'entities':
      return processed.entities;
  }
}

// Small JSON values (a summary, a few dozen chapters or phrases): comparing their text is enough.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a poll of `GET /up/insights` brings that the editor should take in: the fields whose run has
 * finished since the editor last looked. Tied to the run's finishing rather than to any difference in
 * processed_data, so an answer sent before one of the person's own saves can never put older text
 * back. On the first answer (`seen` null) the comparison is with what the page loaded: generation
 * may have finished between loading the transcript and asking for the insights.
 */
export function generatedChanges(
  seen: GenerationSeen | null,
  loaded: ProcessedData,
  response: InsightsResponse,
): { fields: GeneratedFields; seen: GenerationSeen } {
  const fields: GeneratedFields = {};
  const next: GenerationSeen = { ...seen };
  for (const field of FIELDS) {
    const run = runOf(response.runs, FIELD_KINDS[field]);
    if (run?.status !== 'processed') continue;
    const value = valueOf(response.processed_data, field);
    const fresh = seen === null ? !same(value, valueOf(loaded, field)) : seen[field] !== run.updated_at;
    if (fresh) Object.assign(fields, { [field]: value });
    next[field] = run.updated_at;
  }
  return { fields, seen: next };
}
