import { parseTimestamp } from '@scriptloom/transcript';
import { z } from 'zod';

/** What each request asks the model to answer. Lenient where models often vary harmlessly. */

const text = z.string().trim().min(1, 'must not be empty');

export const SummaryAnswer = z.object({
  abstract: text,
  headline: text.max(200, 'must be one line of at most 200 characters'),
});
export type SummaryAnswer = z.infer<typeof SummaryAnswer>;

/** A part of a long transcript, summarised before the parts are summarised together. */
export const PartSummaryAnswer = z.object({ summary: text });

export const ChaptersAnswer = z.object({
  chapters: z
    .array(
      z.object({
        timestamp: z
          .string()
          .refine((t) => parseTimestamp(t) !== null, 'must be a time like 0:12:34 taken from the transcript'),
        summary: text.max(300, 'must be a short line'),
      }),
    )
    .min(1, 'must list at least one chapter'),
});
export type ChaptersAnswer = z.infer<typeof ChaptersAnswer>;

export const KeywordsAnswer = z.object({ keywords: z.array(text).min(1, 'must list at least one keyword') });

/** Models answer `{"entities": {...}}` or just the groups; both are taken. */
export const EntitiesAnswer = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) && !('entities' in value) ? { entities: value } : value,
  z.object({ entities: z.record(z.string(), z.array(z.string())) }),
);

/** A quote may come as a bare string or as `{text, speaker}`; the speaker is re-read from the transcript anyway. */
export const QuotesAnswer = z.object({
  quotes: z.array(z.union([text.transform((t) => ({ text: t })), z.object({ text, speaker: z.string().optional() })])),
});

export const PostsAnswer = z.object({ posts: z.array(text).min(1, 'must hold at least one post') });

export const ArticleAnswer = z.object({
  title: text.max(200, 'must be one line of at most 200 characters'),
  content: text.min(200, 'must be the whole article (at least a few paragraphs)'),
});
