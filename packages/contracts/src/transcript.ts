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
