/**
 * The field names of the original specification's entities (its section 3),
 * word for word, and a check that an answer carries them. The specification-calls test looks for
 * these names in the answers where the specification says an answer holds the entity.
 */

/** Dashboard list item. */
export const DASHBOARD_ITEM = ['id', 'title', 'headline', 'processed', 'display_datetime', 'file_type'];

/** Transcript document (personal side): what `GET /up/details/{id}` answers as `es_doc`. */
export const TRANSCRIPT_DOCUMENT = [
  'id',
  'display_transcript',
  'insight',
  'abstract',
  'quotes',
  'speakers',
  'audiogram',
  'videogram',
  'show_notes',
  'article',
  'tweet',
  'caption',
  'headline',
  'title',
  'file_type',
  'serving_url',
  'version',
];
/** Its parts with fields of their own: display_transcript (timestamp, speaker, text), ... */
export const DISPLAY_TRANSCRIPT_ITEM = ['timestamp', 'speaker', 'text'];
export const INSIGHT = ['timestamp', 'summary'];
export const QUOTE = ['text', 'speaker'];
/** audiogram and videogram items: "each with status". */
export const MEDIA_ITEM_STATUS = ['status'];

/** The transcript document's companion record: `fb_doc`. */
export const COMPANION_RECORD = ['author', 'display_datetime', 'file_name'];

/** Workflow/file. */
export const WORKFLOW = [
  'id',
  'title',
  'workflow_status',
  'review_complete',
  'public_url',
  'public_url_original',
  'editing_start_time',
  'assignees',
  'updated_at',
  'transcript',
  'processed_data',
];
/** The workflow fields a list item carries: all but the transcript and processed data, a whole document each. */
export const WORKFLOW_LIST_ITEM = WORKFLOW.filter((f) => f !== 'transcript' && f !== 'processed_data');
export const PROCESSED_DATA = [
  'abstract',
  'insights',
  'keywords',
  'speakers',
  'entities',
  'headline',
  'duration',
  'qa_research',
];

export const SNIPPET = ['id', 'start', 'start_timestamp', 'end', 'end_timestamp', 'speaker', 'words', 'comments'];
export const WORD = ['text', 'start', 'end', 'confidence', 'is_removed'];
export const COMMENT = ['id', 'comment', 'start_pos', 'end_pos', 'highlighted_text', 'created_by'];

/** Audiogram: audiogram_id, video_url, audioFile (and a background list, which is the catalogue's). */
export const AUDIOGRAM = ['audiogram_id', 'video_url', 'audioFile'];

export const ARTICLE = ['id', 'status', 'inspiration', 'context', 'type', 'format', 'tone', 'docId'];

export const USER_PROFILE = [
  'first_name',
  'last_name',
  'email',
  'podcast_name',
  'company_name',
  'bio',
  'plan',
  'transcript_used',
  'transcript_total',
  'audio_used',
  'audio_total',
  'media_content',
  'audio_with_media_used',
  'audio_with_media_total',
];
export const PLAN_PART = ['plan', 'start_date', 'next_billing_date', 'amount'];
export const INVOICE = ['invoice_date', 'invoice_id', 'invoice_pdf', 'amount_paid'];
export const CARD = ['exp_month', 'exp_year', 'default'];

/** What `GET /leave` reads of each request (section 7). */
export const LEAVE_ITEM = ['name', 'leave_type', 'status', 'start_date', 'end_date'];

/**
 * The names of `fields` that `value` lacks, each as `where.field` (everything, when `value` is not
 * an object): a list, so one assertion reports every missing name at once.
 */
export function missingFields(value: unknown, fields: readonly string[], where: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${where}: not an object`];
  return fields.filter((f) => !(f in value)).map((f) => `${where}.${f}`);
}

/** The same over every item of a list (an absent or empty list is reported: nothing could be checked). */
export function missingInItems(list: unknown, fields: readonly string[], where: string): string[] {
  if (!Array.isArray(list)) return [`${where}: not a list`];
  if (!list.length) return [`${where}: empty, no item to check`];
  return list.flatMap((item, i) => missingFields(item, fields, `${where}[${i}]`));
}

/**
 * Like `missingInItems` for a part of an answer that is checked only when present: the part's own
 * absence is reported by the check of its parent.
 */
export function missingInPart(parent: unknown, key: string, fields: readonly string[], where: string): string[] {
  if (!parent || typeof parent !== 'object' || !(key in parent)) return [];
  const part = (parent as Record<string, unknown>)[key];
  if (Array.isArray(part)) return part.length ? missingInItems(part, fields, `${where}.${key}`) : [];
  return missingFields(part, fields, `${where}.${key}`);
}
