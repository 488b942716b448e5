import type { ArticleTone } from '@scriptloom/contracts';

/**
 * The connecting words of an article's opening, per tone, each with several phrasings (one is
 * chosen from the file's text, see variant.ts). Tone changes only these words and the ending's
 * (tone-closings.ts), never which transcript sentences are used or what they say: the local engine
 * has no facts of its own to add (docs/product.md#articles). Slots arrive ready to print: topics
 * and phrases as a list ("a, b and c"), chapter titles already in quotation marks.
 */
export interface ToneWords {
  /** Attribution verb for quotes in news stories: “...,” Speaker 2 said. */
  quoteVerb: string;
  /** Opening line naming the topics (keywords), before the abstract. */
  lead: ((topics: string) => string)[];
  /** Names what the person asked to focus on, and the chapter where the episode says most about it. */
  angle: ((angle: string, where: string | null) => string)[];
  /** Names the audience or purpose the passages were chosen for. */
  background: ((background: string) => string)[];
  /** Before the chapter timeline of a recap. */
  timelineIntro: string[];
  /** Before the numbered takeaways of a listicle. */
  takeawaysIntro: string[];
  /** Before the questions and answers. */
  qaIntro: string[];
}

export const TONE_WORDS: Record<ArticleTone, ToneWords> = {
  neutral: {
    quoteVerb: 'said',
    lead: [
      (t) => `The episode touches on ${t}.`,
      (t) => `Topics in this episode include ${t}.`,
      (t) => `This episode deals with ${t}.`,
    ],
    angle: [
      (a, where) => `This article focuses on what the episode says about ${a}${where ? `, mostly in ${where}` : ''}.`,
      (a, where) => `The focus here is ${a}${where ? `, which comes up most in ${where}` : ''}.`,
      (a, where) => `What follows centres on ${a}${where ? ` (see ${where} in particular)` : ''}.`,
    ],
    background: [
      (b) => `Passages were chosen with an eye on ${b}.`,
      (b) => `The passages below were picked for what they say about ${b}.`,
    ],
    timelineIntro: ['Episode timeline:', 'The episode, part by part:', 'How the episode runs:'],
    takeawaysIntro: ['Key points from the episode:', 'The main points:', 'What the episode covers, point by point:'],
    qaIntro: ['Questions and answers from the episode:', 'Questions asked in the episode, with their answers:'],
  },
  conversational: {
    quoteVerb: 'put it',
    lead: [
      (t) => `In this episode, the conversation turns to ${t}.`,
      (t) => `This one is all about ${t}.`,
      (t) => `Grab a coffee: this episode gets into ${t}.`,
    ],
    angle: [
      (a, where) => `Let's zoom in on ${a}${where ? ` (the good stuff is in ${where})` : ''}.`,
      (a, where) => `We'll stick mostly to ${a}${where ? `, which gets the most airtime in ${where}` : ''}.`,
      (a, where) => `Here, the spotlight is on ${a}${where ? `, especially ${where}` : ''}.`,
    ],
    background: [
      (b) => `We've picked the bits that touch on ${b}.`,
      (b) => `We kept ${b} in mind while picking the highlights.`,
    ],
    timelineIntro: ["Here's how it unfolds:", "Here's the run-down:", "Let's walk through it:"],
    takeawaysIntro: [
      "Here's what's worth remembering:",
      'The bits worth holding on to:',
      'Short on time? Here you go:',
    ],
    qaIntro: ["Here's what came up:", 'Some of the questions, and what was said:'],
  },
  professional: {
    quoteVerb: 'stated',
    lead: [
      (t) => `This episode covers ${t}.`,
      (t) => `The discussion addresses ${t}.`,
      (t) => `Subjects examined in this episode include ${t}.`,
    ],
    angle: [
      (a, where) => `This article concentrates on ${a}${where ? `, addressed chiefly in ${where}` : ''}.`,
      (a, where) => `The analysis below centres on ${a}${where ? `, with particular reference to ${where}` : ''}.`,
    ],
    background: [
      (b) => `Material was selected for its relevance to ${b}.`,
      (b) => `The selection prioritises material on ${b}.`,
    ],
    timelineIntro: ['Timeline of the discussion:', 'Structure of the discussion:'],
    takeawaysIntro: ['Key takeaways:', 'Principal points:', 'Summary of the main points:'],
    qaIntro: ['Selected questions and answers:', 'Questions raised and the responses given:'],
  },
  enthusiastic: {
    quoteVerb: 'said',
    lead: [
      (t) => `Don't miss this episode on ${t}!`,
      (t) => `Get ready for ${t}!`,
      (t) => `This episode is packed with ${t}!`,
    ],
    angle: [
      (a, where) => `We're diving straight into ${a}${where ? ` (don't skip ${where})` : ''}!`,
      (a, where) => `All eyes on ${a}${where ? `, above all in ${where}` : ''}!`,
      (a, where) => `Spotlight on ${a}${where ? `, with ${where} as the highlight` : ''}!`,
    ],
    background: [(b) => `Hand-picked with ${b} in mind!`, (b) => `Everything here was picked with an eye on ${b}!`],
    timelineIntro: ["Here's everything, moment by moment:", 'Buckle up, here is how it goes:'],
    takeawaysIntro: ['The best bits:', 'Highlights, straight up:', 'The moments to remember:'],
    qaIntro: ['The questions, and the answers:', 'Big questions, straight answers:'],
  },
};
