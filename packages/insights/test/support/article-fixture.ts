import type { ArticleGenerateRequest, Quote } from '@scriptloom/contracts';
import type { Sentence } from '../../src/text/sentence.js';
import type { InsightContext, InsightSource } from '../../src/types.js';

/** A short hand-written interview with its results, for the article writer's tests. */
export const source: InsightSource = { title: 'Second Life for Batteries', durationSec: 150, snippets: [] };

const quotes: Quote[] = [
  {
    text: 'Those batteries still hold most of their capacity.',
    speaker: 'Speaker 2',
    start: 23,
    end: 27,
    timestamp: '0:00:23',
  },
  { text: 'We hire for curiosity first.', speaker: 'Speaker 2', start: 66, end: 70, timestamp: '0:01:06' },
];

export const context: InsightContext = {
  summary: {
    headline: 'Old electric car batteries find a second life storing solar power',
    abstract:
      'Amelia Kit explains how North Wind tests old electric car batteries and builds storage cabinets for schools ' +
      'and small firms. The company has installed about four hundred cabinets across Portugal and Spain.',
  },
  chapters: [
    { timestamp: '0:00:00', summary: 'Why old electric car batteries still matter' },
    { timestamp: '0:01:00', summary: 'Hiring engineers in a small city' },
    { timestamp: '0:02:00', summary: 'Plans for the next two years' },
  ],
  keywords: ['solar power', 'batteries', 'North Wind', 'storage cabinets', 'engineers'],
  entities: { PERSON: ['Amelia Kit'], ORG: ['North Wind'], GPE: ['Portugal', 'Spain'] },
  quotes,
};

export const lines: [speaker: string, start: number, text: string][] = [
  ['Speaker 1', 0, 'Welcome back to the Workbench podcast.'],
  ['Speaker 1', 3, 'Today my guest is Amelia Kit, the founder of North Wind.'],
  ['Speaker 2', 8, 'Thanks for having me, it is great to be here.'],
  ['Speaker 1', 16, 'Why should anyone care about recycling old batteries from electric cars?'],
  ['Speaker 2', 23, 'Those batteries still hold most of their capacity.'],
  ['Speaker 2', 28, 'When a car battery drops to seventy percent it is tired for driving.'],
  ['Speaker 2', 33, 'But it is perfect for storing solar power at home.'],
  ['Speaker 2', 38, 'We test every module and sort them by health.'],
  ['Speaker 1', 46, 'How many cabinets have you installed so far?'],
  ['Speaker 2', 49, 'About four hundred across Portugal and Spain.'],
  ['Speaker 2', 53, 'Our biggest customer is a hospital in Porto that runs its night shift on stored sunlight.'],
  ['Speaker 1', 61, 'How do you hire engineers in a small city?'],
  ['Speaker 2', 66, 'We hire for curiosity first.'],
  ['Speaker 2', 70, 'Half of our team learned battery chemistry on the job.'],
  ['Speaker 2', 75, 'We also run a free evening course with the University of Lisbon.'],
  ['Speaker 2', 82, 'Students from that course now make up a third of our engineers.'],
  ['Speaker 1', 90, 'That is a remarkable way to build a team.'],
  ['Speaker 2', 95, 'Salaries in a small city go further, and people stay longer.'],
  ['Speaker 1', 122, 'What comes next for North Wind?'],
  ['Speaker 2', 126, 'We want to open a second factory in the north of Spain.'],
  ['Speaker 2', 131, 'We are also testing cabinets for farms that pump water with solar power.'],
  ['Speaker 2', 137, 'Regulation is the hardest part, because every country certifies storage differently.'],
  ['Speaker 1', 144, 'Amelia Kit, thanks so much for your time today.'],
  ['Speaker 2', 148, 'Thank you, it was a pleasure.'],
];

export function sentence(index: number, speaker: string, start: number, text: string): Sentence {
  const tokens = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return {
    index,
    text,
    tokens,
    speaker,
    start,
    end: start + 4,
    confidence: 0.9,
    snippetIndex: index,
    question: text.endsWith('?'),
    confidences: tokens.map(() => 0.9),
    complete: true,
    surfaces: tokens.slice(),
  };
}

export const sentences = lines.map(([speaker, start, text], i) => sentence(i, speaker, start, text));

export function request(overrides: Partial<ArticleGenerateRequest> = {}): ArticleGenerateRequest {
  return { inspiration: '', context: '', type: 'blog_post', format: 'sections', tone: 'neutral', ...overrides };
}

/** Transcript sentences that appear in the article, by index. */
export function used(content: string, from: Sentence[] = sentences): number[] {
  return from.filter((s) => content.includes(s.text)).map((s) => s.index);
}

export function headings(content: string): string[] {
  return content.split('\n').filter((l) => /^#{1,6} /.test(l));
}

export function boldLines(content: string): string[] {
  return content.split('\n').filter((l) => /^\*\*.+\*\*$/.test(l));
}
