import { z } from 'zod';

/** One recognised word; times in seconds from the start of the file (docs/product.md#transcript-document). */
export const Word = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  confidence: z.number().min(0).max(1),
  /** Struck out in the editor. */
  is_removed: z.boolean().default(false),
});
export type Word = z.infer<typeof Word>;

export const Comment = z.object({
  id: z.string(),
  comment: z.string(),
  start_pos: z.number().int(),
  end_pos: z.number().int(),
  highlighted_text: z.string(),
  created_by: z.object({ first_name: z.string() }),
  /** True for a comment made through a review link (docs/product.md#review-links): `created_by` is the name its writer typed. */
  via_link: z.boolean().optional(),
});
export type Comment = z.infer<typeof Comment>;

/** A paragraph: consecutive words of one speaker (docs/product.md#transcript-document). */
export const Snippet = z.object({
  id: z.string(),
  start: z.number(),
  /** h:mm:ss */
  start_timestamp: z.string(),
  end: z.number(),
  end_timestamp: z.string(),
  speaker: z.string(),
  words: z.array(Word),
  comments: z.array(Comment).default([]),
});
export type Snippet = z.infer<typeof Snippet>;

export const Speaker = z.object({ name: z.string() });
export type Speaker = z.infer<typeof Speaker>;

/**
 * The version of the transcript a write was made on (docs/product.md#versions-and-saving), on every
 * write call that changes a transcript. When sent, the write is refused 409 VERSION_CONFLICT unless
 * it is still the current version (the editor always sends it). Without it, as the specification's
 * calls are made, the write applies to the current transcript with the checks its own fields allow.
 */
export const ExpectedVersion = z
  .number()
  .int()
  .optional()
  .describe(
    'The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer ' +
      'current. Without it the write applies to the current transcript.',
  );
