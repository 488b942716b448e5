import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENTS, EMPTY_PROCESSED_DATA, type ProcessedData } from '@scriptloom/contracts';
import {
  emptyProcessedData,
  parseStoredSnippets,
  readStoredTranscript,
  withoutIgnoredEntities,
  type StoredTranscript,
} from '../src/index.js';

const complete: ProcessedData = {
  ...EMPTY_PROCESSED_DATA,
  abstract: 'About bread.',
  headline: 'Bread',
  keywords: ['bread'],
  entities: { PERSON: ['Ada'] },
  duration: 61,
};

describe('readStoredTranscript', () => {
  it('gives a document written before a field existed that field, empty', () => {
    const read = readStoredTranscript({ processed_data: { headline: 'Old' }, contents: { tweet: 'Hi' } });
    expect(read.processed_data).toEqual({ ...EMPTY_PROCESSED_DATA, headline: 'Old' });
    expect(read.contents).toEqual({ ...EMPTY_CONTENTS, tweet: 'Hi' });
  });

  it('drops GPE entities, whatever else the document has or lacks', () => {
    const entities = { PERSON: ['Ada'], GPE: ['Paris'], ORG: ['Acme'] };
    expect(readStoredTranscript({ processed_data: { ...complete, entities } }).processed_data.entities).toEqual({
      PERSON: ['Ada'],
      ORG: ['Acme'],
    });
    expect(readStoredTranscript({ processed_data: { entities } }).processed_data.entities).toEqual({
      PERSON: ['Ada'],
      ORG: ['Acme'],
    });
  });

  it('hands back a complete document as the same object, so an edit can tell it was left alone', () => {
    const contents = { ...EMPTY_CONTENTS, show_notes: 'Notes' };
    const read = readStoredTranscript({ processed_data: complete, contents });
    expect(read.processed_data).toBe(complete);
    expect(read.contents).toBe(contents);
  });

  it('passes the other columns through untouched and adds none that were not read', () => {
    const row: Pick<StoredTranscript, 'snippets' | 'speakers' | 'processed_data'> & { version: number } = {
      snippets: [],
      speakers: [{ name: 'Ann' }],
      processed_data: complete,
      version: 4,
    };
    const read = readStoredTranscript(row);
    expect(read.snippets).toBe(row.snippets);
    expect(read.speakers).toBe(row.speakers);
    expect(read.version).toBe(4);
    expect(read).not.toHaveProperty('contents');
  });
});

describe('the stored document helpers', () => {
  it('emptyProcessedData is the empty document with the speakers and length known', () => {
    expect(emptyProcessedData({ speakers: [{ name: 'Speaker 1' }], duration: 12.5 })).toEqual({
      ...EMPTY_PROCESSED_DATA,
      speakers: [{ name: 'Speaker 1' }],
      duration: 12.5,
    });
  });

  it('withoutIgnoredEntities keeps a map without GPE as it is', () => {
    const entities = { PERSON: ['Ada'] };
    expect(withoutIgnoredEntities(entities)).toBe(entities);
  });

  it('parseStoredSnippets reads the stored JSON text', () => {
    expect(parseStoredSnippets('[]')).toEqual([]);
  });
});
