import type { Snippet } from '@scriptloom/contracts';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorParagraph } from '../../src/features/editor/paragraphs/EditorParagraph';
import { ActiveWordHighlighter } from '../../src/shared/playback/highlighter';
import { buildWordIndex } from '../../src/shared/playback/word-index';
import { renderPage } from './support/render';

const word = (text: string, confidence = 0.95, is_removed = false) => ({
  text,
  start: 0,
  end: 0.4,
  confidence,
  is_removed,
});

// 'Well Acme really ships umm widgets.': 'umm' is struck, 'really' was heard badly (0.3).
const SNIPPET: Snippet = {
  id: 'p-1',
  start: 12,
  start_timestamp: '0:00:12',
  end: 15,
  end_timestamp: '0:00:15',
  speaker: 'Dana',
  words: [word('Well'), word('Acme'), word('really', 0.3), word('ships'), word('umm', 0.9, true), word('widgets.')],
  comments: [
    {
      id: 'c-1',
      // 'ships' is at 17-22 of the paragraph's text.
      start_pos: 17,
      end_pos: 22,
      highlighted_text: 'ships',
      comment: 'Check the verb',
      created_by: { first_name: 'Kim' },
    },
  ],
};

type Props = ComponentProps<typeof EditorParagraph>;

function props(over: Partial<Props> = {}): Props {
  return {
    snippet: SNIPPET,
    index: 2,
    firstWord: 40,
    highlighter: new ActiveWordHighlighter(buildWordIndex([SNIPPET])),
    entityMatcher: (words) => words.map((w) => (w.text === 'Acme' ? 'ORG' : null)),
    entityColours: { ORG: 'rgb(255, 224, 178)' },
    showComments: true,
    matches: [],
    currentMatch: null,
    generation: 0,
    isLive: () => false,
    ...over,
  };
}

const words = () => [...document.querySelectorAll<HTMLElement>('.words [data-w]')];
const byText = (text: string) => words().find((w) => w.textContent === text)!;

describe('EditorParagraph', () => {
  it('shows the speaker, the time and the words, each numbered in the whole transcript', () => {
    renderPage(<EditorParagraph {...props()} />);
    expect(screen.getByRole('button', { name: 'Dana: choose the speaker of paragraph 3' }).textContent).toBe('Dana');
    expect(screen.getByRole('button', { name: 'Play from 0:00:12 (Dana)' }).dataset.seek).toBe('12');
    expect(document.querySelector('.words')!.textContent).toBe('Well Acme really ships umm widgets.');
    expect(words().map((w) => w.dataset.w)).toEqual(['40', '41', '42', '43', '44', '45']);
  });

  it('marks struck words, words heard badly, entities and commented words', () => {
    renderPage(<EditorParagraph {...props()} />);
    expect(byText('umm').className).toBe('word removed');
    expect(byText('really').className).toBe('word low-confidence');
    expect(byText('really').title).toBe('Low confidence: 30%');
    const acme = byText('Acme');
    expect(acme.className).toBe('word entity');
    expect(acme.dataset.entity).toBe('ORG');
    expect(acme.title).toBe('Entity: Organisation');
    expect(acme.style.backgroundColor).toBe('rgb(255, 224, 178)');
    expect(byText('ships').className).toBe('word commented');
    expect(byText('Well').className).toBe('word');
  });

  it('shows its comments beside it, with their author and what they are about', () => {
    renderPage(<EditorParagraph {...props()} />);
    const aside = screen.getByRole('complementary', { name: 'Comments on paragraph 3' });
    const comment = within(aside).getByTestId('comment');
    expect(within(comment).getByText('Kim')).toBeTruthy();
    expect(within(comment).getByText('ships').tagName).toBe('BLOCKQUOTE');
    expect(within(comment).getByText('Check the verb')).toBeTruthy();
    const edit = within(comment).getByRole('button', { name: 'Edit comment by Kim' });
    expect([edit.dataset.action, edit.dataset.p, edit.dataset.comment]).toEqual(['comment-edit', '2', 'c-1']);
    expect(document.querySelector('.paragraph')!.className).toBe('paragraph has-comments');
  });

  it('leaves comments out until they are shown', () => {
    renderPage(<EditorParagraph {...props({ showComments: false })} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(byText('ships').className).toBe('word');
  });

  it('marks find matches to the letter, the current one apart', () => {
    // 'ship' inside 'ships' (17-21) and 'ell' inside 'Well' (1-4), the current one.
    const current = { start: 1, end: 4 };
    renderPage(<EditorParagraph {...props({ matches: [current, { start: 17, end: 21 }], currentMatch: current })} />);
    const ships = byText('ships');
    expect([...ships.childNodes].map((n) => [n.nodeName, n.textContent])).toEqual([
      ['MARK', 'ship'],
      ['#text', 's'],
    ]);
    expect(ships.querySelector('mark')!.className).toBe('match');
    const well = byText('Well');
    expect(well.querySelector('mark')!.className).toBe('match current-match');
    expect(well.textContent).toBe('Well');
  });

  it('leaves the text alone while the person types in it, and renders it afresh when it is handed back', () => {
    const typing = new Set<string>(['p-1']);
    const isLive = (id: string) => typing.has(id);
    const { rerender } = renderPage(<EditorParagraph {...props({ isLive })} />);
    const text = document.querySelector<HTMLElement>('.words')!;
    // What the browser did to the text while the person typed.
    text.textContent = 'Well Acme ships widgets';
    const edited: Snippet = { ...SNIPPET, words: [word('Well'), word('Acme'), word('ships'), word('widgets')] };
    rerender(<EditorParagraph {...props({ isLive, snippet: edited })} />);
    expect(document.querySelector('.words')).toBe(text);
    expect(text.textContent).toBe('Well Acme ships widgets');
    expect(text.querySelectorAll('[data-w]')).toHaveLength(0);

    typing.delete('p-1');
    rerender(<EditorParagraph {...props({ isLive, snippet: edited, generation: 1 })} />);
    expect(document.querySelector('.words')).not.toBe(text);
    expect(words().map((w) => w.textContent)).toEqual(['Well', 'Acme', 'ships', 'widgets']);
  });
});
