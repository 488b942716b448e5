import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/documents/docx.js';
import { documentFrom, SAMPLE_PARTS, snippetsOf, syntheticDocument } from './support/document-fixture.js';
import { docxPart, positionsInOrder, squash, xmlText } from './support/read-back.js';

const ALL_PARTS = 'summary,chapters,quotes,keywords,show_notes';

const conversation = () =>
  snippetsOf([
    ['Maria Lopez', 3, 'so the budget for the third quarter is settled'],
    ['James Okafor', 75.4, 'good and what about hiring'],
    ['Maria Lopez', 3725, 'hiring starts in may'],
  ]);

async function documentXml(body: Buffer): Promise<{ xml: string; text: string; flat: string }> {
  const xml = await docxPart(body, 'word/document.xml');
  const text = xmlText(xml);
  return { xml, text, flat: squash(text) };
}

/** The paragraph (`<w:p>…</w:p>`) holding a text. */
function paragraphWith(xml: string, text: string): string {
  const paragraphs = xml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/g) ?? [];
  const found = paragraphs.find((p) => xmlText(p).includes(text));
  if (!found) throw new Error(`no paragraph holds ${JSON.stringify(text)}`);
  return found;
}

describe('renderDocx', () => {
  it('writes the title as Heading 1, the parts as Heading 2 sections and the transcript', async () => {
    const doc = documentFrom(conversation(), { parts: ALL_PARTS }, { parts: SAMPLE_PARTS, durationSec: 3731 });
    const body = await renderDocx(doc);
    expect(body.subarray(0, 2).toString()).toBe('PK');
    const { xml, text, flat } = await documentXml(body);

    expect(paragraphWith(xml, 'Weekly planning call')).toContain('<w:pStyle w:val="Heading1"/>');
    expect(flat).toContain('Duration: 01:02:11');
    const sections = ['Summary', 'Chapters', 'Quotes', 'Keywords', 'Show notes', 'Transcript'];
    expect(positionsInOrder(flat, sections).every((p) => p >= 0)).toBe(true);
    for (const section of sections) expect(paragraphWith(xml, section)).toContain('<w:pStyle w:val="Heading2"/>');

    // Summary: the headline in bold, then the abstract; escaped characters read back as written.
    expect(paragraphWith(xml, 'Budget & hiring plans settled')).toContain('<w:b/>');
    expect(flat).toContain('The team agreed the Q3 budget. Hiring starts in May.');
    // Chapters: a two-column table.
    expect(xml).toContain('<w:tbl>');
    expect(text).toMatch(/00:12:30\s*Budget review <draft>/);
    // Quotes: italic, indented, attributed.
    const quote = paragraphWith(xml, 'We ship when it is ready');
    expect(quote).toContain('<w:i/>');
    expect(quote).toMatch(/<w:ind w:left="720"/);
    expect(flat).toContain('“We ship when it is ready” — Maria, 00:01:05');
    expect(flat).toContain('budget, hiring, roadmap');

    const transcript = text.slice(text.lastIndexOf('Transcript'));
    expect(
      positionsInOrder(squash(transcript), [
        'Maria Lopez 00:00:03 so the budget for the third quarter is settled',
        'James Okafor 00:01:15 good and what about hiring',
        'Maria Lopez 01:02:05 hiring starts in may',
      ]).every((p) => p >= 0),
    ).toBe(true);
    // Speaker in bold, timestamp in grey, both before the words, in the paragraph of those words.
    const first = paragraphWith(xml, 'so the budget');
    expect(first).toMatch(/<w:b\/>.*Maria Lopez.*<w:color w:val="767676"\/>.*00:00:03.*<w:br\/>.*so the budget/);
  });

  it('turns show notes markdown into headings, lists and bold runs', async () => {
    const doc = documentFrom(
      conversation(),
      { parts: 'show_notes' },
      { parts: { show_notes: SAMPLE_PARTS.show_notes! } },
    );
    const { xml, flat } = await documentXml(await renderDocx(doc));
    expect(paragraphWith(xml, 'Episode notes')).toContain('<w:pStyle w:val="Heading3"/>');
    expect(paragraphWith(xml, 'Links')).toContain('<w:pStyle w:val="Heading4"/>');
    expect(paragraphWith(xml, 'We talk about')).toMatch(/<w:b\/>.*the budget/);
    expect(paragraphWith(xml, 'We talk about')).toMatch(/<w:i\/>.*hiring/);
    expect(paragraphWith(xml, 'First point')).toContain('<w:numPr>');
    expect(paragraphWith(xml, 'Step one')).toContain('<w:numPr>');
    expect(flat).toContain('Second site (https://example.com)');
    expect(flat).not.toMatch(/\*\*|# |\]\(/);
    // The ordered list is its own numbering (decimal), the bullets another.
    const numbering = await docxPart(await renderDocx(doc), 'word/numbering.xml');
    expect(numbering).toContain('w:val="decimal"');
    expect(numbering).toContain('w:val="bullet"');
  });

  it('sets the title and creator in the core properties', async () => {
    const doc = documentFrom(conversation(), {}, { title: 'Q3 budget & hiring — Zoë' });
    const core = await docxPart(await renderDocx(doc), 'docProps/core.xml');
    expect(core).toContain('<dc:title>Q3 budget &amp; hiring — Zoë</dc:title>');
    expect(core).toContain('<dc:creator>Scriptloom</dc:creator>');
  });

  it('renders only the words it is given: struck words are dropped unless the options keep them', async () => {
    const snippets = snippetsOf([['Ana', 0, 'we will launch in march definitely maybe']]);
    snippets[0]!.words[5]!.is_removed = true; // "definitely"
    const dropped = (await documentXml(await renderDocx(documentFrom(snippets, { struck: false })))).flat;
    expect(dropped).toContain('we will launch in march maybe');
    expect(dropped).not.toContain('definitely');
    const kept = (await documentXml(await renderDocx(documentFrom(snippets, { struck: true })))).flat;
    expect(kept).toContain('we will launch in march definitely maybe');
  });

  it('honours the speakers and timestamps options', async () => {
    const quotes = { parts: { quotes: SAMPLE_PARTS.quotes! } };
    const noSpeakers = (
      await documentXml(await renderDocx(documentFrom(conversation(), { speakers: false, parts: 'quotes' }, quotes)))
    ).flat;
    expect(noSpeakers).not.toContain('Maria');
    expect(noSpeakers).toContain('“We ship when it is ready” — 00:01:05');
    expect(noSpeakers).toContain('00:00:03 so the budget');

    const noTimes = (
      await documentXml(await renderDocx(documentFrom(conversation(), { timestamps: false, parts: 'quotes' }, quotes)))
    ).flat;
    expect(noTimes).toContain('“We ship when it is ready” — Maria Transcript');
    const transcript = noTimes.slice(noTimes.indexOf('Transcript'));
    expect(transcript).not.toMatch(/\d\d:\d\d:\d\d/);
    expect(transcript).toContain('Maria Lopez so the budget');

    const { xml, flat } = await documentXml(
      await renderDocx(
        documentFrom(
          conversation(),
          { speakers: false, timestamps: false, parts: 'quotes' },
          { parts: { quotes: SAMPLE_PARTS.quotes! } },
        ),
      ),
    );
    // Quotes follow the same options: no attribution line when neither is shown.
    expect(flat).toContain('Quotes “We ship when it is ready” Transcript');
    expect(flat).not.toContain('Maria');
    expect(flat).toContain('Transcript so the budget for the third quarter is settled good and what about hiring');
    expect(paragraphWith(xml, 'so the budget')).not.toContain('<w:br/>');
  });

  it('says so when no speech was found', async () => {
    const { flat } = await documentXml(await renderDocx(documentFrom([], {}, { durationSec: 5 })));
    expect(flat).toContain('Transcript No speech was found in this recording.');
  });

  it('says which asked-for parts the file does not have yet, and shows no empty sections', async () => {
    const doc = documentFrom(
      conversation(),
      { parts: 'quotes,keywords' },
      {
        parts: { keywords: ['roadmap'] },
        missingParts: ['Quotes'],
      },
    );
    const { flat } = await documentXml(await renderDocx(doc));
    expect(flat).toContain('Keywords roadmap');
    expect(flat).toContain('Not available for this file yet: Quotes.');
    expect(flat).not.toContain('Summary');
  });

  it('writes well-formed XML whatever characters the transcript holds', async () => {
    const doc = documentFrom(snippetsOf([['Zoë <admin>', 1, 'a\u0007b & "c" <d> 東京 😀 e\u0301']]));
    const { xml, flat } = await documentXml(await renderDocx(doc));
    // NFC: "e" + combining acute is written as "é".
    expect(flat).toContain('Zoë <admin> 00:00:01 ab & "c" <d> 東京 😀 é');
    await promisify(execFile)('python3', [
      '-c',
      'import sys, xml.dom.minidom; xml.dom.minidom.parseString(sys.argv[1].encode())',
      xml,
    ]).catch((e: NodeJS.ErrnoException & { stderr?: string }) => {
      if (e.code === 'ENOENT') return; // no python: the text checks above still ran
      throw new Error(`document.xml is not well-formed: ${e.stderr ?? e.message}`);
    });
  });

  it('keeps every paragraph of a long transcript, in order', async () => {
    const doc = syntheticDocument(25000);
    const { flat } = await documentXml(await renderDocx(doc));
    const expected = doc.paragraphs.map((p) => `${p.speaker} ${p.timestamp} ${p.text}`);
    const positions = positionsInOrder(flat, expected);
    expect(expected.filter((_, i) => positions[i]! < 0).slice(0, 3)).toEqual([]);
  });
});
