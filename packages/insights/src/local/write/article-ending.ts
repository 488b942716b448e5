import type { ArticleType } from '@scriptloom/contracts';
import type { Sentence } from '../../text/sentence.js';
import type { ArticlePlan, PlannedPart } from './article-plan.js';
import type { ClosingWords } from './tone-closings.js';
import { joinList, mdText } from './text.js';
import type { Picker } from './variant.js';

/** How many keywords an ending names. */
const ENDING_TOPICS = 3;

export interface EndingInput {
  type: ArticleType;
  plan: ArticlePlan;
  keywords: readonly string[];
  /** Keywords the opening already named: the ending names others, so it does not repeat the intro. */
  namedInIntro: number;
  words: ClosingWords;
  pick: Picker;
}

export interface Ending {
  heading: string;
  paragraph: string;
}

/**
 * The article's last paragraph, drawn from this episode: where the conversation goes (first and
 * last chapter), what keeps coming back (keywords), or, with neither, a sentence from its end that
 * the body left out. Each type closes its own way: a blog post sums up, a news story and a recap
 * say what the episode ends on (a recap with the time), a list looks back over the whole. Null when
 * there is nothing of the episode to close with: no ending is better than a stock one
 * (docs/product.md#articles).
 */
export function articleEnding(e: EndingInput): Ending | null {
  const { words, pick } = e;
  const chaptered = e.plan.parts.filter((p): p is PlannedPart & { summary: string } => Boolean(p.summary));
  const first = chaptered.length >= 2 ? chaptered[0]! : null;
  const last = chaptered[chaptered.length - 1] ?? null;
  const skip = e.type === 'blog_post' ? e.namedInIntro : 0;
  const topicList = joinList(e.keywords.slice(skip, skip + ENDING_TOPICS).map(mdText));

  const arc = first && last ? pick('ending.arc', words.arc)(title(first.summary), title(last.summary)) : null;
  const lastTime = e.type === 'recap' && last ? last.timestamp : null;
  const ends = last ? pick('ending.last', words.last)(title(last.summary), lastTime) : null;
  const topics = topicList ? pick('ending.topics', words.topics)(topicList) : null;
  const line = e.plan.finalLine ? pick('ending.line', words.line)(...quoted(e.plan.finalLine)) : null;

  const sentences: (string | null)[] = (() => {
    switch (e.type) {
      case 'blog_post':
        return arc || ends || topics ? [arc ?? ends, topics] : [line];
      case 'news':
        return [ends ?? topics ?? line];
      case 'recap':
        return [ends ?? topics ?? line];
      case 'listicle':
        return [arc ?? topics ?? line];
    }
  })();
  const paragraph = sentences.filter((s): s is string => Boolean(s)).join(' ');
  if (!paragraph) return null;
  return { heading: pick('ending.heading', words.heading), paragraph };
}

function title(summary: string): string {
  return `“${mdText(summary)}”`;
}

function quoted(s: Sentence): [line: string, speaker: string] {
  return [`“${mdText(s.text)}”`, s.speaker ? mdText(s.speaker) : 'one of the speakers'];
}
