import { z } from 'zod';

/**
 * What processing does with profanity in a transcript (docs/product.md#profanity-filter):
 * `mask` keeps the first letter and stars the rest ("b****"), `remove` strikes the word out (it stays
 * in the document, so its time is kept and the editor can restore it), `leave` shows it as heard.
 * Whatever the mode, profanity the recogniser was unsure of is masked and marked for review.
 */
export const ProfanityFilter = z.enum(['mask', 'remove', 'leave'], {
  message: 'Choose mask, remove or leave.',
});
export type ProfanityFilter = z.infer<typeof ProfanityFilter>;

/**
 * A new account masks. Recognisers invent profanity from ordinary words ("Maya" heard as "my
 * bitch"), and a customer reading an invented swear word is the failure people report; a masked
 * real one costs a keystroke to restore. People who want it as said choose `leave`.
 */
export const DEFAULT_PROFANITY_FILTER: ProfanityFilter = 'mask';

/**
 * Words the recogniser was less sure of than this are marked for review in the editor
 * (docs/product.md#opening-a-transcript); processing lowers a doubtful profanity's confidence
 * under it so it is marked the same way.
 */
export const DOUBTFUL_CONFIDENCE = 0.5;
