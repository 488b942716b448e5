import type { Chapter, Quote } from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';
import type { EntityGroups, SummaryResult } from '../types.js';
import type { Question } from './ask.js';
import { checkChapters, checkEntities, checkKeywords, finishChapters, type TimedChapter } from './checks.js';
import { groundQuote, type GroundedQuote } from './ground.js';
import { parseJsonAnswer, type Parsed } from './json-answer.js';
import { KEYWORDS_LIMIT, mergeEntities, mergeKeywords, pickQuotes } from './merge.js';
import { lineStartsIn, type PreparedSource } from './prepared-source.js';
import {
  chaptersPrompt,
  combinedSummaryPrompt,
  entitiesPrompt,
  keywordsPrompt,
  partSummaryPrompt,
  quotesPrompt,
  summaryPrompt,
  type PartInfo,
  type Prompt,
} from './prompts.js';
import {
  ChaptersAnswer,
  EntitiesAnswer,
  KeywordsAnswer,
  PartSummaryAnswer,
  QuotesAnswer,
  SummaryAnswer,
} from './schemas.js';
import type { TranscriptChunk } from './transcript-text.js';

/** Extraction wants the likeliest reading of the transcript, not variety. */
const EXTRACT_TEMPERATURE = 0.2;
/** Parts of a long transcript asked at once (local servers mostly serve one at a time anyway). */
const PARALLEL_PARTS = 2;

/** Asks one question; bound to a client and retry settings by the engine. */
export type Asker = <T>(question: Question<T>) => Promise<T>;

function question<T>(label: string, prompt: Prompt, parse: Question<T>['parse']): Question<T> {
  return { label, ...prompt, json: true, temperature: EXTRACT_TEMPERATURE, parse };
}

function partLabel(kind: string, part: PartInfo): string {
  return part.count > 1 ? `${kind} for part ${part.index + 1} of ${part.count}` : kind;
}

/** Runs `fn` over every chunk, a few at a time, keeping the chunks' order in the results. */
async function perChunk<T>(
  prepared: PreparedSource,
  fn: (chunk: TranscriptChunk, part: PartInfo) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(prepared.chunks.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After one part fails the whole kind fails: stop asking about the others.
    while (!failed && next < prepared.chunks.length) {
      const i = next++;
      try {
        results[i] = await fn(prepared.chunks[i]!, { index: i, count: prepared.chunks.length });
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, prepared.chunks.length) }, worker));
  return results;
}

export async function summarise(ask: Asker, prepared: PreparedSource): Promise<SummaryResult> {
  const { title, chunks } = prepared;
  const parseSummary = (content: string) => parseJsonAnswer(SummaryAnswer, content);
  if (chunks.length === 1) {
    return ask(question('summary', summaryPrompt(title, chunks[0]!), parseSummary));
  }
  // Too long for one request: summarise each part, then summarise the parts' summaries.
  const parts = await perChunk(prepared, async (chunk, part) => ({
    chunk,
    summary: (
      await ask(
        question(partLabel('summary', part), partSummaryPrompt(title, chunk, part), (c) =>
          parseJsonAnswer(PartSummaryAnswer, c),
        ),
      )
    ).summary,
  }));
  return ask(question('summary', combinedSummaryPrompt(title, parts), parseSummary));
}

export async function findChapters(ask: Asker, prepared: PreparedSource): Promise<Chapter[]> {
  const perPart = await perChunk(prepared, (chunk, part) => {
    const starts = lineStartsIn(prepared, chunk);
    // A time outside the part was not in what the model read: it is made up. The first part
    // may always start at 0:00:00.
    const from = part.index === 0 ? 0 : Math.floor(chunk.start) - 1;
    const to = Math.min(prepared.durationSec, chunk.end + 1);
    const parse = (content: string): Parsed<TimedChapter[]> => {
      const answer = parseJsonAnswer(ChaptersAnswer, content);
      if (!answer.ok) return answer;
      const checked = checkChapters(answer.value, { from, to }, starts);
      if (!checked.length) {
        return {
          ok: false,
          problem: `no chapter timestamp falls within the transcript given (${formatTimestamp(from)} to ${formatTimestamp(to)}); copy them from the [h:mm:ss] marks`,
        };
      }
      return { ok: true, value: checked };
    };
    return ask(question(partLabel('chapters', part), chaptersPrompt(prepared.title, chunk, part), parse));
  });
  return finishChapters(perPart.flat());
}

export async function findKeywords(ask: Asker, prepared: PreparedSource): Promise<string[]> {
  const perPart = await perChunk(prepared, (chunk, part) =>
    ask(
      question(partLabel('keywords', part), keywordsPrompt(prepared.title, chunk, part), (content) => {
        const answer = parseJsonAnswer(KeywordsAnswer, content);
        if (!answer.ok) return answer;
        const kept = checkKeywords(answer.value.keywords, prepared.lexicon);
        return kept.length
          ? { ok: true, value: kept }
          : { ok: false, problem: 'none of those keywords occur in the transcript; use words that are said in it' };
      }),
    ),
  );
  return perPart.length === 1 ? perPart[0]!.slice(0, KEYWORDS_LIMIT) : mergeKeywords(perPart);
}

export async function findEntities(ask: Asker, prepared: PreparedSource): Promise<EntityGroups> {
  const perPart = await perChunk(prepared, (chunk, part) =>
    ask(
      question(partLabel('entities', part), entitiesPrompt(prepared.title, chunk, part), (content) => {
        const answer = parseJsonAnswer(EntitiesAnswer, content);
        // An episode may name nobody: an empty result after the check is a result.
        return answer.ok ? { ok: true, value: checkEntities(answer.value.entities, prepared.lexicon) } : answer;
      }),
    ),
  );
  return mergeEntities(perPart);
}

export async function findQuotes(ask: Asker, prepared: PreparedSource, count: number): Promise<Quote[]> {
  // One part: ask for a couple more than needed, since some may not be found in the transcript.
  const perPartCount = prepared.chunks.length === 1 ? count + 2 : count;
  const perPart = await perChunk(prepared, (chunk, part) =>
    ask(
      question(
        partLabel('quotes', part),
        quotesPrompt(prepared.title, chunk, part, perPartCount),
        (content, final): Parsed<GroundedQuote[]> => {
          const answer = parseJsonAnswer(QuotesAnswer, content);
          if (!answer.ok) return answer;
          const grounded: GroundedQuote[] = [];
          for (const candidate of answer.value.quotes) {
            const quote = groundQuote(candidate.text, prepared.words);
            if (!quote) continue;
            if (grounded.some((g) => quote.firstWord <= g.lastWord && g.firstWord <= quote.lastWord)) continue;
            grounded.push(quote);
          }
          if (grounded.length || !answer.value.quotes.length || final) return { ok: true, value: grounded };
          return {
            ok: false,
            problem: 'none of those quotes occur word for word in the transcript; copy the words exactly as they are',
          };
        },
      ),
    ),
  );
  return pickQuotes(perPart, count);
}
