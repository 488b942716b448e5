import type { ArticleTone } from '@scriptloom/contracts';

/**
 * The template words of an article per tone. Tone changes only these, never which transcript
 * sentences are used or what they say: the local engine has no facts of its own to add.
 */
export interface ToneWords {
  /** Opening line naming the topics (keywords), before the abstract. */
  lead: (topics: string) => string;
  /** Heading of the closing part in sectioned layouts. */
  closingHeading: string;
  closing: string;
  /** Attribution verb for quotes in news stories: “...,” Speaker 2 said. */
  quoteVerb: string;
  /** Before the chapter timeline of a recap. */
  timelineIntro: string;
  /** Before the numbered takeaways of a listicle. */
  takeawaysIntro: string;
  /** Before the questions and answers. */
  qaIntro: string;
}

export const TONE_WORDS: Record<ArticleTone, ToneWords> = {
  neutral: {
    lead: (topics) => `The episode touches on ${topics}.`,
    closingHeading: 'Closing',
    closing: 'The full episode has more on each of these points.',
    quoteVerb: 'said',
    timelineIntro: 'Episode timeline:',
    takeawaysIntro: 'Key points from the episode:',
    qaIntro: 'Questions and answers from the episode:',
  },
  conversational: {
    lead: (topics) => `In this episode, the conversation turns to ${topics}.`,
    closingHeading: 'Wrapping up',
    closing: "That's the gist. Give the full episode a listen for the rest.",
    quoteVerb: 'put it',
    timelineIntro: "Here's how it unfolds:",
    takeawaysIntro: "Here's what's worth remembering:",
    qaIntro: "Here's what came up:",
  },
  professional: {
    lead: (topics) => `This episode covers ${topics}.`,
    closingHeading: 'Conclusion',
    closing: 'The full episode provides further detail on each of these points.',
    quoteVerb: 'stated',
    timelineIntro: 'Timeline of the discussion:',
    takeawaysIntro: 'Key takeaways:',
    qaIntro: 'Selected questions and answers:',
  },
  enthusiastic: {
    lead: (topics) => `Don't miss this episode on ${topics}!`,
    closingHeading: 'Final word',
    closing: "Don't miss the full episode!",
    quoteVerb: 'said',
    timelineIntro: "Here's everything, moment by moment:",
    takeawaysIntro: 'The best bits:',
    qaIntro: 'The questions, and the answers:',
  },
};
