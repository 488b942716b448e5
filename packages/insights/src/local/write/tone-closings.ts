import type { ArticleTone } from '@scriptloom/contracts';
import { capitalise } from './text.js';

/**
 * The connecting words of an article's ending, per tone and per what the ending is drawn from. An
 * ending always carries something of this episode (its chapters, its keywords or one of its
 * sentences), never a stock sign-off (docs/product.md#articles). Chapter titles and lines arrive in
 * quotation marks, ready to print.
 */
export interface ClosingWords {
  /** Heading of the closing part in sectioned blog posts. */
  heading: string[];
  /** From the first chapter to the last. */
  arc: ((first: string, last: string) => string)[];
  /** The chapter the episode ends on, with its start when the piece is a timeline. */
  last: ((last: string, at: string | null) => string)[];
  /** The topics (keywords) that run through the episode. */
  topics: ((topics: string) => string)[];
  /** A sentence from the last third of the episode that the article does not print otherwise, and who said it. */
  line: ((line: string, speaker: string) => string)[];
}

const at = (time: string | null) => (time ? ` at ${time}` : '');

export const CLOSING_WORDS: Record<ArticleTone, ClosingWords> = {
  neutral: {
    heading: ['Closing', 'In closing', 'Summing up'],
    arc: [
      (first, last) => `The conversation moves from ${first} to ${last}.`,
      (first, last) => `Starting with ${first}, the episode ends on ${last}.`,
    ],
    last: [
      (last, time) => `The episode ends on ${last}${at(time)}.`,
      (last, time) => `The final part of the conversation${at(time)} is about ${last}.`,
    ],
    topics: [
      (t) => `Across the episode, the subjects that keep returning are ${t}.`,
      (t) => `Taken together, the conversation keeps coming back to ${t}.`,
    ],
    line: [
      (line, who) => `Towards the end, ${who} puts it this way: ${line}`,
      (line, who) => `In the last part of the episode, ${who} says: ${line}`,
    ],
  },
  conversational: {
    heading: ['Wrapping up', 'Before you go', 'The short version'],
    arc: [
      (first, last) => `So there you have it: from ${first} all the way to ${last}.`,
      (first, last) => `We kicked off with ${first} and ended up at ${last}.`,
    ],
    last: [
      (last, time) => `And where does it all land? On ${last}${at(time)}.`,
      (last, time) => `It all wraps up with ${last}${at(time)}.`,
    ],
    topics: [
      (t) => `If there's a thread running through it all, it's ${t}.`,
      (t) => `Big themes? ${capitalise(t)}, again and again.`,
    ],
    line: [
      (line, who) => `As ${who} says towards the end: ${line}`,
      (line, who) => `Let's leave the last word to ${who}: ${line}`,
    ],
  },
  professional: {
    heading: ['Conclusion', 'Summary', 'Key conclusions'],
    arc: [
      (first, last) => `The discussion proceeds from ${first} to ${last}.`,
      (first, last) => `In summary, the episode progresses from ${first} through to ${last}.`,
    ],
    last: [
      (last, time) => `The discussion concludes with ${last}${at(time)}.`,
      (last, time) => `The final segment${at(time)} addresses ${last}.`,
    ],
    topics: [
      (t) => `Recurring themes throughout the discussion: ${t}.`,
      (t) => `Overall, the discussion centres on ${t}.`,
    ],
    line: [
      (line, who) => `In the final part of the discussion, ${who} states: ${line}`,
      (line, who) => `Towards the end, ${who} observes: ${line}`,
    ],
  },
  enthusiastic: {
    heading: ['Final word', 'What a ride', "That's a wrap"],
    arc: [
      (first, last) => `What a journey: from ${first} all the way to ${last}!`,
      (first, last) => `From ${first} to ${last}, this episode covers a lot of ground!`,
    ],
    last: [
      (last, time) => `And it all builds up to ${last}${at(time)}!`,
      (last, time) => `Stick around for the finale${at(time)}: ${last}!`,
    ],
    topics: [(t) => `${capitalise(t)}: this episode has it all!`, (t) => `So much on ${t}!`],
    line: [
      (line, who) => `And don't miss this from ${who}, towards the end: ${line}`,
      (line, who) => `${capitalise(who)} saves a great one for the final stretch: ${line}`,
    ],
  },
};
