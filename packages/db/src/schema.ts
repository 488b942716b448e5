import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Snippet, Speaker, TranscriptSaveKind } from '@scriptloom/contracts';
import type { StoredContents, StoredProcessedData } from '@scriptloom/transcript';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Enterprise customers. Personal users have no organisation. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Auto-assign also runs on its schedule for this organisation (docs/product.md#auto-assign). */
  auto_assign_scheduled: boolean('auto_assign_scheduled').notNull().default(false),
  ...timestamps,
});

/**
 * A counter per organisation that every committed change to what its workflow list shows moves on
 * (its files, and its members' names): triggers in migration 0018 bump it at commit time. The list
 * keeps answers it has built and serves one again only while the counter is unchanged
 * (docs/product.md#workflows). Its own table, which no code locks, so the commit-time bump can never
 * wait in a cycle with a transaction that holds the organisation's row.
 */
export const workflowListVersions = pgTable('workflow_list_versions', {
  org_id: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased; the unique index makes signup races safe. */
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    podcast_name: text('podcast_name').notNull().default(''),
    company_name: text('company_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    two_step_enabled: boolean('two_step_enabled').notNull().default(false),
    /** Bumped when the password changes; tokens carrying an older value are refused. */
    token_version: integer('token_version').notNull().default(0),
    org_id: uuid('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    org_role: text('org_role'),
    /** Standing names and terms the recogniser should know for every upload (docs/product.md#vocabulary). */
    vocabulary: text('vocabulary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    plan: text('plan').notNull().default('free'),
    plan_start_date: timestamp('plan_start_date', { withTimezone: true }),
    next_billing_date: timestamp('next_billing_date', { withTimezone: true }),
    plan_amount_cents: integer('plan_amount_cents').notNull().default(0),
    /** Usage counters in minutes (docs/product.md#profile). */
    transcript_used: integer('transcript_used').notNull().default(0),
    transcript_total: integer('transcript_total').notNull().default(40),
    audio_used: integer('audio_used').notNull().default(0),
    audio_total: integer('audio_total').notNull().default(0),
    media_content: integer('media_content').notNull().default(0),
    audio_with_media_used: integer('audio_with_media_used').notNull().default(0),
    audio_with_media_total: integer('audio_with_media_total').notNull().default(0),
    /** Billing (docs/product.md#billing): the processor's customer, made on first payment. */
    payment_customer_id: text('payment_customer_id'),
    /** The plan taking over at the next billing date: a downgrade, or 'free' for a cancellation. */
    pending_plan: text('pending_plan'),
    /**
     * A coupon's discount and how many more months of payments it covers (docs/product.md#coupons):
     * a renewal covering N months takes min(N, left) of them, at that share of the percentage.
     */
    discount_percent: integer('discount_percent').notNull().default(0),
    discount_months_left: integer('discount_months_left').notNull().default(0),
    /**
     * Bumped by every billing change: part of the key a payment request without an
     * `Idempotency-Key` gets, so a double submit finds the same payment and a later one does not.
     */
    billing_revision: integer('billing_revision').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('users_org_idx').on(t.org_id), index('users_next_billing_idx').on(t.next_billing_date)],
);

/** Saved cards (payment methods) of a user; `ref` is the processor's id. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    ref: text('ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('cards_user_idx').on(t.user_id)],
);

/**
 * One row per successful charge. `idempotency_key` and `charge_id` are unique: recording a charge
 * a second time (a retried request, a replayed webhook) finds the first row instead.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    charge_id: text('charge_id').notNull().unique(),
    /** The payment intent it completes (null for invoices older than intents). */
    intent_id: uuid('intent_id'),
    kind: text('kind', { enum: ['subscription', 'renewal', 'pack'] }).notNull(),
    /** The plan code or pack id bought. */
    item: text('item').notNull(),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull(),
    /** What was charged: unit price × quantity, less the discount and the credit. */
    amount_cents: integer('amount_cents').notNull(),
    /** Price of one unit (a period of the plan, one pack); 0 on invoices older than this column. */
    unit_cents: integer('unit_cents').notNull().default(0),
    discount_percent: integer('discount_percent').notNull().default(0),
    discount_cents: integer('discount_cents').notNull().default(0),
    /** The unused part of the period an upgrade replaced, taken off its price. */
    credit_cents: integer('credit_cents').notNull().default(0),
    currency: text('currency').notNull(),
    period_start: timestamp('period_start', { withTimezone: true }),
    period_end: timestamp('period_end', { withTimezone: true }),
    /** Given back so far, as the processor reports it (its running total). */
    refunded_cents: integer('refunded_cents').notNull().default(0),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    /** A dispute (chargeback) of the charge: open, won or lost, and the sum disputed. */
    dispute_status: text('dispute_status', { enum: ['open', 'won', 'lost'] }),
    disputed_cents: integer('disputed_cents').notNull().default(0),
    /** When what the charge bought was taken back (a full refund or a lost dispute); once only. */
    reversed_at: timestamp('reversed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('invoices_user_created_idx').on(t.user_id, t.created_at)],
);

/**
 * What a payment intent buys, kept as data so that whoever settles it (the request, the settling
 * job after a crash, a webhook) applies the same thing (docs/product.md#payments).
 */
export type IntentPurchase =
  | {
      type: 'plan';
      plan: string;
      /** The period it pays for, ISO dates. */
      start: string;
      end: string;
      couponCode: string | null;
      /** The coupon's percentage and the months of payments it still covers after this one. */
      discountPercent: number;
      discountMonthsLeft: number;
    }
  | { type: 'renewal'; plan: string; start: string; end: string; discountPercent: number; discountMonthsLeft: number }
  | { type: 'pack'; pack: string; count: number };

/**
 * A payment, recorded before any processor is called (docs/product.md#payments). At most one is
 * `pending` per account (a partial unique index), which serialises an account's billing across
 * processes; the processor's idempotency key is `intent_<id>`. It ends `succeeded` (its invoice
 * written and its purchase applied, in one transaction) or `failed` (nothing charged).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request's `Idempotency-Key`, or one made from the billing revision: a retry finds this row. */
    client_key: text('client_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    kind: text('kind', { enum: ['subscription', 'renewal', 'pack'] }).notNull(),
    purchase: jsonb('purchase').$type<IntentPurchase>().notNull(),
    item: text('item').notNull(),
    quantity: integer('quantity').notNull().default(1),
    description: text('description').notNull(),
    unit_cents: integer('unit_cents').notNull(),
    discount_cents: integer('discount_cents').notNull().default(0),
    credit_cents: integer('credit_cents').notNull().default(0),
    /** Charged now: unit × quantity − discount − credit (0: nothing to charge). */
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The processor's customer and card, set before the charge so a settle can ask about it. */
    customer_ref: text('customer_ref'),
    card_ref: text('card_ref'),
    charge_id: text('charge_id'),
    invoice_id: uuid('invoice_id'),
    /** Why it failed, as said to the person. */
    error: text('error'),
    settled_at: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_intents_client_key_idx').on(t.user_id, t.client_key),
    uniqueIndex('payment_intents_one_open_idx')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    index('payment_intents_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Coupons an account has redeemed: each code once per account (docs/product.md#coupons). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    intent_id: uuid('intent_id').notNull(),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code] })],
);

/** Processor events already handled: a replayed webhook is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test processor's ledger (docs/product.md#billing): what it charged under which
 * idempotency key, so it answers a repeated key with the first charge, as a real processor does.
 */
export const testProcessorCharges = pgTable('test_processor_charges', {
  idempotency_key: text('idempotency_key').primaryKey(),
  charge_id: text('charge_id').notNull(),
  customer_id: text('customer_id').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short numeric codes sent by mail: email confirmation and two-step sign-in.
 * Only a hash of the code is stored; `attempts` caps guessing.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'login'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_idx').on(t.user_id, t.purpose)],
);

/** Single-use password reset links; the token itself is never stored, only its hash. */
export const passwordResets = pgTable('password_resets', {
  token_hash: text('token_hash').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins, counted per email and per client address to rate-limit guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.created_at),
    index('login_failures_ip_idx').on(t.ip, t.created_at),
  ],
);

/** The dev outbox: mail lands here when no SMTP server is configured. */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mail_to_idx').on(t.to, t.created_at)],
);

/** Installation-wide settings shared by every process (e.g. the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * An uploaded file and its processing state (docs/product.md#uploads). Personal uploads and
 * enterprise workflows share this table.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    org_id: uuid('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    file_name: text('file_name').notNull(),
    file_type: text('file_type', { enum: ['audio', 'video'] }).notNull(),
    format_name: text('format_name').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    duration_sec: doublePrecision('duration_sec').notNull(),
    speakers_hint: integer('speakers_hint'),
    language: text('language'),
    /** Names and terms for this upload, the profile's standing list included (docs/product.md#vocabulary). */
    vocabulary: text('vocabulary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Storage keys; null until the stage that writes them has run. */
    original_key: text('original_key').notNull(),
    playback_key: text('playback_key'),
    wav_key: text('wav_key'),
    peaks_key: text('peaks_key'),
    /** The background its audiograms use unless a render names another (docs/product.md#audiograms). */
    audiogram_background: text('audiogram_background'),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'failed'] })
      .notNull()
      .default('queued'),
    /** The stage to run next, or being run; 'processed' or 'failed' at the end. */
    stage: text('stage').notNull().default('normalise'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    /** The worker running the current stage, and when it last said so: a stale lease is taken over. */
    lease_owner: text('lease_owner'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /** Minutes taken from the plan for this file; given back (and zeroed) if it finally fails. */
    charged_minutes: integer('charged_minutes').notNull().default(0),
    /** Enterprise workflows only (org_id set); docs/product.md#workflows. */
    workflow_status: text('workflow_status').notNull().default('Not_Started'),
    special_status: text('special_status'),
    review_complete: boolean('review_complete').notNull().default(false),
    /** When an assignee first opened the workflow. */
    editing_start_time: timestamp('editing_start_time', { withTimezone: true }),
    /** Members (user ids) the workflow is assigned to. */
    assignees: uuid('assignees')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * Bumped by every workflow change (status, assignees, title, ...): a change sent with the
     * revision it saw is refused with 409 when someone else changed the workflow in between.
     */
    workflow_revision: integer('workflow_revision').notNull().default(0),
    /** null: the older export format (docs/product.md#the-version-rule). */
    version: integer('version'),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    /**
     * The recogniser's own estimate of the transcript's accuracy when processing wrote it (mean
     * word confidence, 0-1; docs/product.md#dashboard); null before, or with no words.
     */
    estimated_accuracy: doublePrecision('estimated_accuracy'),
    ...timestamps,
  },
  (t) => [
    index('files_user_created_idx').on(t.user_id, t.created_at),
    index('files_status_idx').on(t.status),
    index('files_org_status_created_idx').on(t.org_id, t.workflow_status, t.created_at),
    // The workflow list's sort orders (docs/product.md#workflows), each ending in the id that makes
    // the order total: a page is read off the index instead of sorting the whole organisation.
    // Partial, so personal uploads do not pay for them.
    index('files_org_created_idx')
      .on(t.org_id, t.created_at, t.id)
      .where(sql`${t.org_id} is not null`),
    index('files_org_updated_idx')
      .on(t.org_id, t.updated_at, t.id)
      .where(sql`${t.org_id} is not null`),
    index('files_org_title_idx')
      .on(t.org_id, sql`lower(${t.title})`, t.id)
      .where(sql`${t.org_id} is not null`),
  ],
);

/**
 * The transcript document of a file. Its paragraphs are rows of `transcript_paragraphs`, named in
 * order by `paragraphs`: a save writes the paragraphs it changed and this list, not the document
 * (docs/product.md#versions-and-saving), and versions of the document share the paragraphs they
 * have in common. `words`, `live_words` and `bytes` are the paragraphs' measures added up
 * (packages/transcript ParagraphMeasure), so a save checks the document's limits without reading it.
 */
export const transcripts = pgTable('transcripts', {
  file_id: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** Keys of the document's paragraphs in `transcript_paragraphs`, in document order. */
  paragraphs: text('paragraphs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  words: integer('words').notNull().default(0),
  live_words: integer('live_words').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
  /**
   * A write took paragraphs out of the document since their rows were last collected: the
   * collection job (jobs/collect-paragraphs.ts) deletes the rows nothing refers to any more.
   */
  paragraphs_released: boolean('paragraphs_released').notNull().default(false),
  speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
  /** Read through readStoredTranscript (packages/transcript), which fills what older documents lack. */
  processed_data: jsonb('processed_data').$type<StoredProcessedData>().notNull(),
  /**
   * Generated written contents (quotes, show notes, tweets, captions: GeneratedContents), beside
   * processed_data, so the editor's document saves never carry them.
   */
  contents: jsonb('contents')
    .$type<StoredContents>()
    .notNull()
    .default(sql`'{"quotes":[],"show_notes":null,"tweet":null,"caption":null}'::jsonb`),
  version: integer('version').notNull().default(1),
  /**
   * processed_data's headline, kept up to date by the database itself. The dashboard list shows
   * it for every row; reading it from processed_data would decompress the whole document each time.
   */
  headline: text('headline').generatedAlwaysAs(sql`processed_data ->> 'headline'`),
  ...timestamps,
});

/**
 * The paragraphs of transcript documents, each stored once per file under a key made from its
 * content (a hash of its JSON): the current document and every kept version name the rows they
 * hold, so an edit of one paragraph adds one row. `body` is `json`, not `jsonb`: it is only ever
 * read and written whole, and PostgreSQL hands json back as the text it was given, which the
 * details answer puts together without parsing it. Rows nothing names any more are deleted by the
 * collection job.
 */
export const transcriptParagraphs = pgTable(
  'transcript_paragraphs',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The paragraph's own id (Snippet.id): comments name their paragraph by it. */
    paragraph_id: text('paragraph_id').notNull(),
    body: json('body').$type<Snippet>().notNull(),
    /** Its ParagraphMeasure (packages/transcript). */
    words: integer('words').notNull(),
    live_words: integer('live_words').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.key] }),
    index('transcript_paragraphs_paragraph_idx').on(t.file_id, t.paragraph_id),
  ],
);

/**
 * Saved versions of a transcript document (docs/product.md#version-history): what a save wrote,
 * recorded in the save's own transaction. `snippets` is `json` like the transcript's own column:
 * a snapshot is written on every save and read back rarely, and copying json into json inside the
 * database costs no parsing. `processed_data` holds only the editable parts (abstract, insights,
 * keywords, entities); the generated rest is never restored.
 */
export const transcriptVersions = pgTable(
  'transcript_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The transcript document's version this snapshot holds; a coalesced snapshot moves forward with it. */
    version: integer('version').notNull(),
    /** What wrote it: `TranscriptSaveKind` (contracts). */
    kind: text('kind').$type<TranscriptSaveKind>().notNull(),
    /** Who saved it; null when the product wrote the document (processing) or the account is gone. */
    saved_by: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first save this snapshot holds: saves coalesce into it for a while from then, not from the last one. */
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last save this snapshot holds. */
    saved_at: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Words not struck out. */
    word_count: integer('word_count').notNull(),
    /** Keys of its paragraphs in `transcript_paragraphs`, in order: shared with the document and other versions. */
    paragraphs: text('paragraphs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
    processed_data: jsonb('processed_data').$type<StoredProcessedData>().notNull(),
  },
  (t) => [uniqueIndex('transcript_versions_file_version_idx').on(t.file_id, t.version)],
);

/** Intermediate results of pipeline stages (recognised words, speaker labels), so a stage never reruns. */
export const pipelineArtifacts = pgTable(
  'pipeline_artifacts',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.name] })],
);

/**
 * One row per file and insight kind: whether the kind is queued, being written, written or failed.
 * `lease_owner` + `heartbeat_at` work as on files: a job whose worker died is taken over.
 */
export const insightRuns = pgTable(
  'insight_runs',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    engine: text('engine'),
    attempts: integer('attempts').notNull().default(0),
    lease_owner: text('lease_owner'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    /**
     * The transcript the stored result was written from (sourceFingerprint in packages/transcript),
     * and the hash of that result as written: the page marks a result out of date, or edited by a
     * person, by comparing them with what is stored now (docs/product.md#out-of-date-content). Null
     * for results written before they were recorded. A new run leaves them until it has a result.
     */
    source_fingerprint: text('source_fingerprint'),
    result_hash: text('result_hash'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.kind] }), index('insight_runs_status_idx').on(t.status)],
);

/** Articles written from a transcript on request (docs/product.md#articles). */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Queued', 'Processing', 'Processed', 'Failed'] })
      .notNull()
      .default('Queued'),
    inspiration: text('inspiration').notNull().default(''),
    context: text('context').notNull().default(''),
    type: text('type').notNull(),
    format: text('format').notNull(),
    tone: text('tone').notNull(),
    title: text('title'),
    content: text('content'),
    error: text('error'),
    engine: text('engine'),
    /** The transcript it was written from (docs/product.md#out-of-date-content); null before that was recorded. */
    source_fingerprint: text('source_fingerprint'),
    ...timestamps,
  },
  (t) => [
    index('articles_file_created_idx').on(t.file_id, t.created_at),
    index('articles_user_status_idx').on(t.user_id, t.status),
  ],
);

/**
 * Audiograms and video reels of a file (docs/product.md#audiograms): one row per render. What the
 * clip shows (range, caption words, speaker) is fixed when it is asked for, so a later edit of the
 * transcript does not change a clip being rendered. `user_id` is who asked, whose usage it counts
 * against. The MP4 and its audio live under the file's storage folder.
 */
export const mediaClips = pgTable(
  'media_clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['audiogram', 'reel'] }).notNull(),
    status: text('status', { enum: ['queued', 'rendering', 'Processed', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    shape: text('shape', { enum: ['square', 'portrait', 'landscape'] }).notNull(),
    framing: text('framing', { enum: ['crop', 'blur'] }),
    background: text('background').notNull(),
    start_sec: doublePrecision('start_sec').notNull(),
    end_sec: doublePrecision('end_sec').notNull(),
    text: text('text').notNull(),
    speaker: text('speaker').notNull(),
    /** Caption words, times relative to the clip's start. */
    words: jsonb('words').$type<{ text: string; start: number; end: number }[]>().notNull(),
    video_key: text('video_key'),
    audio_key: text('audio_key'),
    /** Minutes counted against the user's media allowance when it was rendered. */
    charged_minutes: integer('charged_minutes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('media_clips_file_created_idx').on(t.file_id, t.created_at),
    index('media_clips_status_updated_idx').on(t.status, t.updated_at),
  ],
);

/**
 * Uploads in storage that are not (yet) a file: signed-URL uploads from the moment their link is
 * issued, multipart uploads while they stream. A transcribe call consumes a signed one; the hourly
 * sweep deletes what is left a day after it began, with its storage folder. `user_id` has no
 * foreign key on purpose: a row must outlive its user, or the upload would never be swept.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    /** The storage key; every upload has a folder of its own (the key's parent), swept whole. */
    key: text('key').primaryKey(),
    user_id: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['upload_url', 'multipart'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a transcribe call took it; kept a while so a late PUT to the same link is swept too. */
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('pending_uploads_user_idx').on(t.user_id, t.created_at),
    index('pending_uploads_created_idx').on(t.created_at),
  ],
);

/**
 * The addresses an organisation's admins invited, with the role each joins with
 * (docs/product.md#organisations). Joining is the person's choice: an account that existed before
 * its address was invited joins only when it accepts; one created with the address after it was
 * invited joins when the address is confirmed (signing up with it was the answer). Several
 * organisations may invite one address; an account is a member of one organisation at most.
 */
export const validUsers = pgTable(
  'valid_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'qa', 'reviewer'] }).notNull(),
    /**
     * `invited` until the person answers; `joined` (with `user_id`) once they are a member;
     * `declined` when they said no; `left` when they left the organisation themselves.
     */
    status: text('status', { enum: ['invited', 'joined', 'declined', 'left'] })
      .notNull()
      .default('invited'),
    /**
     * When the address was last invited (listed, changed to, or invited again), by the database's
     * clock: an account created after it signed up with an invited address.
     */
    invited_at: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who invited it, named in the invitation. */
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The account that joined through this entry, while it is a member. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('valid_users_org_email_idx').on(t.org_id, t.email),
    index('valid_users_email_idx').on(t.email),
    // One membership per account.
    uniqueIndex('valid_users_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} is not null`),
  ],
);

/**
 * What happened to a workflow: status changes, assignments, takeovers, renames, copies, deletes
 * (docs/product.md#workflow-history). No foreign key to files on purpose: a delete is history too.
 */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    file_id: uuid('file_id').notNull(),
    org_id: uuid('org_id').notNull(),
    /** Who did it; null when the product did (auto-assignment). */
    actor_id: uuid('actor_id'),
    action: text('action').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflow_events_file_idx').on(t.file_id, t.created_at),
    index('workflow_events_org_idx').on(t.org_id, t.created_at),
  ],
);

/**
 * Transcripts kept at the review steps: each reviewer's submitted pass (`review`) and the
 * QA-corrected final (`qa_final`), so scores can compare them later (docs/product.md#workflows).
 */
export const workflowTranscripts = pgTable(
  'workflow_transcripts',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['review', 'qa_final'] }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippets: json('snippets').$type<Snippet[]>().notNull(),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull(),
    /** The transcript document's version it was taken from. */
    transcript_version: integer('transcript_version').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.kind, t.user_id] })],
);

/**
 * Leave requests (docs/product.md#leave): calendar days in UTC, both ends included. A member's
 * pending and approved requests never overlap (checked under a lock on the member's row).
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leave_type: text('leave_type', { enum: ['vacation', 'sick', 'personal', 'other'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    reason: text('reason'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_note: text('decision_note'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_org_start_idx').on(t.org_id, t.start_date),
    index('leave_requests_user_start_idx').on(t.user_id, t.start_date),
    check('leave_requests_dates_check', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

/**
 * A reviewer's accuracy on one workflow: their submitted pass against the QA-corrected final
 * (docs/product.md#hiring-scores). Recomputed whenever either is kept again.
 */
export const hiringScores = pgTable(
  'hiring_scores',
  {
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accuracy: doublePrecision('accuracy').notNull(),
    words: integer('words').notNull(),
    substitutions: integer('substitutions').notNull(),
    deletions: integer('deletions').notNull(),
    insertions: integer('insertions').notNull(),
    speaker_errors: integer('speaker_errors').notNull(),
    too_different: boolean('too_different').notNull().default(false),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.file_id, t.user_id] }),
    index('hiring_scores_user_idx').on(t.user_id, t.computed_at),
  ],
);

/** QA's and admins' notes on a reviewer's work (docs/product.md#hiring-scores). */
export const hiringNotes = pgTable(
  'hiring_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hiring_notes_user_idx').on(t.user_id, t.created_at)],
);

/**
 * A member's dispute of a hiring score or of a QA correction, and the admin's answer
 * (docs/product.md#disputes). The workflow's title is kept, so a dispute outlives its workflow.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    workflow_title: text('workflow_title').notNull(),
    kind: text('kind', { enum: ['score', 'correction'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    resolved_by: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** When the member saw the answer: until then the app shows it as a notice. */
    seen_at: timestamp('seen_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_org_status_idx').on(t.org_id, t.status, t.created_at),
    index('disputes_user_idx').on(t.user_id),
  ],
);
