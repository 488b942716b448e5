import { describe, expect, it } from 'vitest';
import { prepareExport } from '../src/prepare.js';
import { legacyShowNotes } from '../src/show-notes-legacy.js';
import { opts, smallSource } from './export-fixtures.js';

describe('prepareExport', () => {
  it('drops struck words and paragraphs left empty by default', () => {
    const doc = prepareExport(smallSource(), opts({ format: 'txt' }));
    expect(doc.paragraphs.map((p) => p.id)).toEqual(['p1', 'p2', 'p4', 'p5']);
    expect(doc.paragraphs[0]!.text).toBe('Welcome to the show.');
    expect(doc.paragraphs.flatMap((p) => p.words).some((w) => w.is_removed)).toBe(false);
  });

  it('keeps struck words, still marked, with struck on', () => {
    const doc = prepareExport(smallSource(), opts({ format: 'json', struck: '1' }));
    expect(doc.paragraphs.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(doc.paragraphs[0]!.text).toBe('Welcome um to the show.');
    expect(doc.paragraphs[0]!.words[1]).toMatchObject({ text: 'um', is_removed: true });
  });

  it('leaves out words with no text', () => {
    const source = smallSource();
    source.snippets[1]!.words.splice(1, 0, { text: '  ', start: 3.6, end: 3.6, confidence: 1, is_removed: false });
    expect(prepareExport(source, opts({ format: 'txt' })).paragraphs[1]!.text).toBe('Thanks for having me.');
  });

  it('times paragraphs from the words left, hh:mm:ss', () => {
    const source = smallSource();
    source.snippets[0]!.words[0]!.is_removed = true; // "Welcome" struck: the paragraph starts at "to"
    const doc = prepareExport(source, opts({ format: 'txt' }));
    expect(doc.paragraphs[0]).toMatchObject({ start: 1.8, end: 2.5, timestamp: '00:00:01' });
    expect(doc.paragraphs.find((p) => p.id === 'p4')!.timestamp).toBe('00:01:05');
  });

  it('lists speakers in order of appearance, renamed names included, unused ones not', () => {
    const source = smallSource({ speakers: [{ name: 'Speaker 2' }, { name: 'Nobody' }, { name: 'Alice Doe' }] });
    expect(prepareExport(source, opts({ format: 'txt' })).speakers).toEqual(['Alice Doe', 'Speaker 2']);
  });

  it('includes only the parts asked for that exist, and names the missing ones', () => {
    const source = smallSource({
      processed: { ...smallSource().processed, abstract: '  ', keywords: [] },
      contents: { ...smallSource().contents, quotes: [] },
    });
    const doc = prepareExport(source, opts({ format: 'txt', parts: 'summary,chapters,quotes,keywords' }));
    expect(Object.keys(doc.parts)).toEqual(['chapters']);
    expect(doc.missingParts).toEqual(['Summary', 'Quotes', 'Keywords']);
    expect(prepareExport(source, opts({ format: 'txt' })).parts).toEqual({});
  });

  it('uses the saved show notes verbatim when the file has a version', () => {
    const doc = prepareExport(smallSource({ version: 0 }), opts({ format: 'md', parts: 'show_notes' }));
    expect(doc.parts.show_notes).toBe('# Saved notes\n\n- edited by hand\n');
    const empty = smallSource({ contents: { ...smallSource().contents, show_notes: '  \n' } });
    const missing = prepareExport(empty, opts({ format: 'md', parts: 'show_notes' }));
    expect(missing.parts.show_notes).toBeUndefined();
    expect(missing.missingParts).toEqual(['Show notes']);
  });

  it('assembles show notes from the insights when the version is null (older export format)', () => {
    const doc = prepareExport(smallSource({ version: null }), opts({ format: 'md', parts: 'show_notes' }));
    const notes = doc.parts.show_notes!;
    expect(notes).not.toContain('Saved notes');
    expect(notes).toBe(
      [
        '# A warm welcome',
        'Alice welcomes her guest and asks what brings them.',
        '## Chapters',
        '- 00:00:01 Welcome\n- 00:01:05 Why the guest came',
        '## Quotes',
        '> Thanks for having me.\n> — Speaker 2',
        '## Keywords',
        'welcome, guest',
      ].join('\n\n') + '\n',
    );
    // Only the show notes were asked for: the other parts are not exported on their own.
    expect(Object.keys(doc.parts)).toEqual(['show_notes']);
  });

  it('reports legacy show notes missing when there is nothing to assemble them from', () => {
    const bare = smallSource({
      version: null,
      processed: { ...smallSource().processed, abstract: null, headline: null, insights: [], keywords: [] },
      contents: { quotes: [], show_notes: 'ignored for the older format', tweet: null, caption: null },
    });
    const doc = prepareExport(bare, opts({ format: 'txt', parts: 'show_notes' }));
    expect(doc.parts).toEqual({});
    expect(doc.missingParts).toEqual(['Show notes']);
    expect(legacyShowNotes({})).toBeNull();
  });

  it('escapes markdown in assembled show notes', () => {
    const notes = legacyShowNotes({ keywords: ['*bold*', '#1 fan'] })!;
    expect(notes).toContain('\\*bold\\*, #1 fan');
  });
});
