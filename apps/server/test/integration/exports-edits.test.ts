import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TranscriptExport,
  type InsightsResponse,
  type Snippet,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import { legacyShowNotes } from '@scriptloom/exports';
import { splitAtWord, strikeRange } from '@scriptloom/transcript';
import { type TestApp } from '../support/test-app.js';
import { seedFile, storedFile, storedTranscript, editorSuite, type EditorUser } from '../support/editor-seed.js';
import { seedPodcastWithInsights, unzipMember, wordCount, xmlText } from '../support/export-tools.js';

let t: TestApp;
let owner: EditorUser;
beforeAll(async () => ({ t, owner } = await editorSuite()));
afterAll(() => t?.close());

const exportOf = (id: string, format: string, query = '') =>
  owner.call('GET', `/api/v2/up/export/${id}?format=${format}${query}`);
const docxText = async (id: string, query = '') =>
  xmlText(await unzipMember((await exportOf(id, 'docx', query)).rawPayload, 'word/document.xml', 'docx'));
const jsonOf = async (id: string, query = '') => TranscriptExport.parse((await exportOf(id, 'json', query)).json());
/** Paragraph times (hh:mm:ss): one per transcript paragraph, plus any fixed ones (a duration line). */
const clockCount = (text: string) => (text.match(/\b\d\d:\d\d:\d\d\b/g) ?? []).length;

/** A word of paragraph `paragraph` said nowhere else in the transcript, and not in the title. */
function uniqueWord(snippets: Snippet[], paragraph: number): { word: number; text: string } {
  const all = snippets.flatMap((s) => s.words.map((w) => w.text.toLowerCase()));
  const words = snippets[paragraph]!.words;
  const word = words.findIndex((w) => w.text.length >= 5 && all.filter((x) => x === w.text.toLowerCase()).length === 1);
  if (word < 0) throw new Error(`no word of paragraph ${paragraph} is said only once`);
  return { word, text: words[word]!.text };
}

describe('exports reflect the edits made in the editor', () => {
  it('shows a renamed speaker, drops a struck word (kept with struck=1) and has the split paragraph', async () => {
    const id = await seedPodcastWithInsights(t, owner.email);
    const stored = await storedTranscript(t, id);
    const snippets = stored.snippets as Snippet[];
    const before = { txt: (await exportOf(id, 'txt')).body, docx: await docxText(id), json: await jsonOf(id) };
    const struck = uniqueWord(snippets, 1);
    for (const text of [before.txt, before.docx]) expect(wordCount(text, struck.text)).toBe(1);

    // The editor's edits, saved the way the editor saves them: the whole document.
    const edited = splitAtWord(
      strikeRange(snippets, { paragraph: 1, word: struck.word }, { paragraph: 1, word: struck.word }, true),
      3,
      20,
    );
    const save = await owner.call('PUT', `/api/up/transcript/${id}`, { version: stored.version, transcript: edited });
    expect(save.statusCode, save.body).toBe(200);
    const rename = await owner.call('POST', `/api/up/update-speaker/${id}`, {
      version: (save.json() as TranscriptDocResponse).version,
      current_speaker: 'Speaker 2',
      new_speaker: 'Grace Hopper',
      replace_all: true,
    });
    expect(rename.statusCode, rename.body).toBe(200);

    const txt = (await exportOf(id, 'txt')).body;
    const docx = await docxText(id);
    const json = await jsonOf(id);
    for (const text of [txt, docx]) {
      expect(text).toContain('Grace Hopper');
      expect(text).not.toContain('Speaker 2');
      expect(wordCount(text, struck.text)).toBe(0);
    }
    expect(clockCount(txt)).toBe(clockCount(before.txt) + 1);
    expect(clockCount(docx)).toBe(clockCount(before.docx) + 1);
    expect(json.paragraphs).toHaveLength(before.json.paragraphs.length + 1);
    expect(json.speakers).toEqual(['Speaker 1', 'Grace Hopper']);
    expect(json.paragraphs.filter((p) => p.speaker === 'Speaker 2')).toHaveLength(0);
    expect(json.paragraphs.some((p) => wordCount(p.text, struck.text) > 0)).toBe(false);
    // The split halves follow each other with the words of the paragraph they came from.
    const original = before.json.paragraphs[3]!;
    expect(`${json.paragraphs[3]!.text} ${json.paragraphs[4]!.text}`).toBe(original.text);
    expect(json.paragraphs[4]!.start).toBe(original.words[20]!.start);

    // struck=1 keeps the struck word, marked so tools can tell.
    expect(wordCount((await exportOf(id, 'txt', '&struck=1')).body, struck.text)).toBe(1);
    expect(wordCount(await docxText(id, '&struck=1'), struck.text)).toBe(1);
    const kept = (await jsonOf(id, '&struck=1')).paragraphs[1]!.words.find((w) => w.text === struck.text);
    expect(kept).toMatchObject({ is_removed: true });
  });
});

describe('the version rule', () => {
  it('assembles the older show notes while the file version is null, and exports the saved ones after a save', async () => {
    const id = await seedPodcastWithInsights(t, owner.email);
    expect((await storedFile(t, id)).version).toBeNull();
    const insights = (await owner.call('GET', `/api/up/insights/${id}`)).json() as InsightsResponse;
    const { abstract, headline, insights: chapters, keywords } = insights.processed_data;
    const legacy = legacyShowNotes({
      summary: { headline, abstract: abstract! },
      chapters,
      quotes: insights.contents.quotes,
      keywords,
    });
    expect(legacy).toBeTruthy();
    // The generated show notes are stored, but the older format assembles them at export time.
    expect(insights.contents.show_notes).toBeTruthy();
    expect(insights.contents.show_notes).not.toBe(legacy);
    expect((await jsonOf(id, '&parts=show_notes')).show_notes).toBe(legacy);

    const notes = '## What we covered\n\n- Batteries get a second life\n- Written by a person, kept as written';
    const save = await owner.call('PUT', `/api/v1/up/processed_data/${id}/show_notes`, { content: notes });
    expect(save.statusCode, save.body).toBe(200);
    expect((await storedFile(t, id)).version).toBe(1);
    expect((await owner.call('GET', `/api/up/details/${id}`)).json().es_doc.version).toBe(1);

    expect((await jsonOf(id, '&parts=show_notes')).show_notes).toBe(notes);
    const txt = (await exportOf(id, 'txt', '&parts=show_notes')).body;
    expect(txt).toContain('Batteries get a second life');
    expect(txt).toContain('Written by a person, kept as written');
  });

  it('saving tweets or captions leaves the file in the older format', async () => {
    const id = await seedPodcastWithInsights(t, owner.email);
    for (const type of ['tweet', 'caption']) {
      const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/${type}`, { content: 'Edited' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await storedFile(t, id)).version).toBeNull();
  });

  it('a show notes save of a file without a transcript changes nothing', async () => {
    const id = await seedFile(t, owner.email, null);
    const res = await owner.call('PUT', `/api/v1/up/processed_data/${id}/show_notes`, { content: 'x' });
    expect(res.statusCode).toBe(409);
    expect((await storedFile(t, id)).version).toBeNull();
  });
});
