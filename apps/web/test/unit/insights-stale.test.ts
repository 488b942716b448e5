import {
  EMPTY_CONTENTS,
  INSIGHT_KINDS,
  type InsightKind,
  type InsightRun,
  type InsightsResponse,
  type ProcessedData,
} from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { isEditedKind, serverValueOf } from '../../src/features/editor/insights/edited';
import { runView } from '../../src/features/editor/insights/run-state';
import { kindsToRefresh } from '../../src/features/editor/insights/stale-sources';

const processed: ProcessedData = {
  abstract: 'About batteries.',
  headline: 'Batteries',
  insights: [{ summary: 'Start', timestamp: '0:00:00' }],
  keywords: ['battery'],
  speakers: [],
  entities: { PERSON: ['Maya'] },
  duration: 20,
  qa_research: null,
};

const run = (kind: InsightKind, over: Partial<InsightRun> = {}): InsightRun => ({
  kind,
  status: 'processed',
  error: null,
  engine: 'local',
  updated_at: '2026-01-01T00:00:00.000Z',
  stale: false,
  edited: false,
  ...over,
});

function response(over: Partial<Record<InsightKind, Partial<InsightRun>>> = {}): InsightsResponse {
  return {
    id: 'f',
    engine: 'local',
    runs: INSIGHT_KINDS.map((kind) => run(kind, over[kind])),
    processed_data: processed,
    contents: { ...EMPTY_CONTENTS, show_notes: '## Notes', tweet: 'A post' },
    transcript_version: 1,
  };
}

describe('runView', () => {
  it('says whether a written result is out of date or edited, and not when the server did not say', () => {
    expect(runView(run('summary', { stale: true, edited: true }))).toEqual({
      state: 'processed',
      stale: true,
      edited: true,
    });
    const { stale: _stale, edited: _edited, ...older } = run('summary');
    expect(runView(older)).toEqual({ state: 'processed', stale: false, edited: false });
  });
});

describe('isEditedKind', () => {
  it('believes the server when it says a person edited the result', () => {
    expect(isEditedKind('tweet', response({ tweet: { edited: true } }), undefined)).toBe(true);
    expect(isEditedKind('tweet', response(), undefined)).toBe(false);
  });

  it("counts the page's own value when it differs from the stored one (an editor field not saved yet)", () => {
    const data = response();
    expect(isEditedKind('summary', data, () => 'About batteries.')).toBe(false);
    expect(isEditedKind('summary', data, () => 'My own words.')).toBe(true);
    expect(isEditedKind('chapters', data, () => [{ summary: 'Start', timestamp: '0:00:00' }])).toBe(false);
    expect(isEditedKind('entities', data, () => ({ PERSON: ['Maya', 'Ben'] }))).toBe(true);
  });

  it('knows nothing before the first answer', () => {
    expect(isEditedKind('summary', undefined, () => 'x')).toBe(false);
  });

  it('reads each kind from where the server keeps it', () => {
    const data = response();
    expect(serverValueOf('summary', data)).toBe('About batteries.');
    expect(serverValueOf('keywords', data)).toEqual(['battery']);
    expect(serverValueOf('show_notes', data)).toBe('## Notes');
  });
});

describe('kindsToRefresh', () => {
  const never = () => false;

  it('refreshes a kind alone when what it is written from is current', () => {
    expect(kindsToRefresh('tweet', response({ tweet: { stale: true } }).runs, never)).toEqual(['tweet']);
  });

  it('writes its out-of-date sources first, but not those a person edited or that are being written', () => {
    const runs = response({
      show_notes: { stale: true },
      summary: { stale: true },
      chapters: { stale: true },
      keywords: { stale: true, status: 'processing' },
      quotes: { stale: true },
    }).runs;
    const edited = (kind: InsightKind) => kind === 'chapters';
    expect(kindsToRefresh('show_notes', runs, edited)).toEqual(['summary', 'quotes', 'show_notes']);
  });
});
