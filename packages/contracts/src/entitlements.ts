import { PLAN_CATALOGUE, planOf, type PlanFamily } from './billing.js';
import type { InsightKind } from './insights.js';

/**
 * What a plan includes (docs/product.md#plans-and-limits), beside its minutes. Every plan
 * transcribes, edits and exports, and gets the summary, chapters, keywords, entities and quotes.
 * `written_content` is the rest of the writing: show notes, posts (tweets), captions and articles.
 * `media` is audiograms and video reels, measured in media minutes.
 */
export type PlanFeature = 'written_content' | 'media';

/** Each plan's features; packs add to them (a `limited` pack written content, a `full` one both). */
export const PLAN_FEATURES: Record<PlanFamily, readonly PlanFeature[]> = {
  free: [],
  hobbyist: ['written_content'],
  professional: ['written_content', 'media'],
};

/** The insight kinds that are written content: every other kind comes with every plan. */
export const WRITTEN_CONTENT_KINDS: readonly InsightKind[] = ['show_notes', 'tweet', 'caption'];
export const isWrittenContent = (kind: InsightKind) => WRITTEN_CONTENT_KINDS.includes(kind);

/** The counters of an account that decide what it may make now (the profile has them all). */
export interface Allowance {
  plan: string;
  transcript_total: number;
  transcript_used: number;
  audio_with_media_total: number;
  audio_with_media_used: number;
}

/**
 * Pack minutes not used yet: the plan's own minutes are used first, so what was used beyond them
 * came out of packs, and what packs added beyond that is left.
 */
export function packMinutesLeft(total: number, used: number, planMinutes: number): number {
  return Math.max(0, total - planMinutes - Math.max(0, used - planMinutes));
}

export interface Entitlements {
  /** Show notes, posts, captions and articles: the plan includes them, or pack minutes are left. */
  written_content: boolean;
  /** Audiograms and reels: media minutes are left (Professional's, or a written and media pack's). */
  media: boolean;
  /** Media minutes left now. */
  media_minutes_left: number;
}

/**
 * The one statement of what an account may make (docs/product.md#plans-and-limits): the server
 * refuses with 402 what this says no to, and the web shows it as locked. A pack of either tier
 * carries written content for as long as its minutes last.
 */
export function entitlementsOf(account: Allowance): Entitlements {
  const { family } = planOf(account.plan);
  const planMinutes = PLAN_CATALOGUE.find((plan) => plan.id === family)?.minutes ?? 0;
  const packLeft = packMinutesLeft(account.transcript_total, account.transcript_used, planMinutes);
  const media_minutes_left = Math.max(0, account.audio_with_media_total - account.audio_with_media_used);
  return {
    written_content: PLAN_FEATURES[family].includes('written_content') || packLeft > 0,
    media: media_minutes_left > 0,
    media_minutes_left,
  };
}

/** What the refusals and the locked panels say. */
export const EntitlementMessages = {
  writtenContent:
    'Show notes, posts, captions and articles are not included in Flexi Free. Upgrade to Hobbyist or Professional, or buy a pack, on Plans & billing.',
} as const;
