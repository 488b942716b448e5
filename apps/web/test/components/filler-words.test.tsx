import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DetailsResponse, Snippet } from '@scriptloom/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FillerWordsDialog } from '../../src/features/editor/fillers/FillerWordsDialog';
import { OWN_FILLERS_KEY } from '../../src/features/editor/fillers/own-fillers';
import { useFillerWords } from '../../src/features/editor/fillers/use-filler-words';
import { initialEditorState } from '../../src/features/editor/state/editor-state';
import { createEditorStore } from '../../src/features/editor/state/editor-store';
import { makeStore, renderPage, renderPageHook } from './support/render';

afterEach(() => window.localStorage.clear());

function paragraph(id: string, text: string, start: number): Snippet {
  const words = text.split(' ').map((t, i) => ({
    text: t,
    start: start + i,
    end: start + i + 0.5,
    confidence: 0.9,
    is_removed: false,
  }));
  return {
    id,
    start,
    start_timestamp: '0:00:00',
    end: words.at(-1)!.end,
    end_timestamp: '0:00:00',
    speaker: 'Ann',
    words,
    comments: [],
  };
}

function editorStore(texts: string[]) {
  const doc = {
    transcript: texts.map((text, i) => paragraph(`p${i}`, text, i * 10)),
    speakers: [{ name: 'Ann' }],
    processed_data: { abstract: null, insights: [], keywords: [], entities: {} },
    transcript_version: 1,
  } as unknown as DetailsResponse['es_doc'];
  return createEditorStore(initialEditorState(doc));
}

const struck = (store: ReturnType<typeof editorStore>) =>
  store.getState().doc.snippets.flatMap((s) => s.words.filter((w) => w.is_removed).map((w) => w.text));

describe('useFillerWords', () => {
  it('strikes every filler in one step of undo and says how many; then says there are none', () => {
    const app = makeStore();
    const editor = editorStore(['Um, we went there', 'uh... and hmm? back']);
    const { result } = renderPageHook(() => useFillerWords(editor), { store: app });
    act(() => result.current.removeFillers());
    expect(struck(editor)).toEqual(['Um,', 'uh...', 'hmm?']);
    expect(editor.getState().past).toHaveLength(1);
    expect(app.getState().toast.message).toBe('Struck 3 filler words. Undo brings them back.');
    expect(app.getState().toast.severity).toBe('success');

    act(() => result.current.removeFillers());
    expect(editor.getState().past).toHaveLength(1);
    expect(app.getState().toast.message).toBe('No filler words found.');
  });

  it("strikes the person's own words, remembered in this browser", () => {
    window.localStorage.setItem(OWN_FILLERS_KEY, JSON.stringify(['basically']));
    const app = makeStore();
    const editor = editorStore(['Basically it works']);
    const { result } = renderPageHook(() => useFillerWords(editor), { store: app });
    expect(result.current.own).toEqual(['basically']);
    act(() => result.current.removeFillers());
    expect(struck(editor)).toEqual(['Basically']);
    expect(app.getState().toast.message).toBe('Struck 1 filler word. Undo brings it back.');

    act(() => result.current.dialogProps.onChange(['basically', 'you know']));
    expect(JSON.parse(window.localStorage.getItem(OWN_FILLERS_KEY)!)).toEqual(['basically', 'you know']);
  });
});

function DialogWithList({ initial }: { initial: string[] }) {
  const [own, setOwn] = useState(initial);
  return <FillerWordsDialog open own={own} onChange={setOwn} onClose={() => {}} />;
}

describe('FillerWordsDialog', () => {
  it('adds and removes the person’s words from the keyboard, and says why an entry is refused', async () => {
    const user = userEvent.setup();
    renderPage(<DialogWithList initial={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Filler words' });
    expect(within(dialog).getByText('None yet.')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Word or phrase' });
    expect(document.activeElement).toBe(field);

    await user.type(field, 'You know,{Enter}');
    expect(within(screen.getByTestId('own-fillers')).getByText('you know')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    await user.type(field, 'umm{Enter}');
    expect(within(dialog).getByText('That is struck already: it is a default filler.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'you know{Enter}');
    expect(within(dialog).getByText('That is on your list already.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Remove you know' }));
    expect(within(dialog).getByText('None yet.')).toBeTruthy();
  });
});
