import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIND_DEBOUNCE_MS, FindBar } from '../../src/features/editor/find/FindBar';
import { renderPage } from './support/render';

type Props = ComponentProps<typeof FindBar>;

function props(over: Partial<Props> = {}): Props {
  return {
    focusRequest: 0,
    countText: '',
    hasMatches: false,
    busy: false,
    onQuery: vi.fn(),
    onStep: vi.fn(),
    onReplace: vi.fn(),
    onReplaceAll: vi.fn(async () => true),
    onClose: vi.fn(),
    ...over,
  };
}

const findBox = () => screen.getByRole('textbox', { name: 'Find' });

describe('FindBar', () => {
  // The debounce is the point of these two: the clock moves only when the test says. (Keys go in
  // with fireEvent: user-event waits on the clock between them.)
  afterEach(() => {
    vi.useRealTimers();
  });
  const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const typeKeys = (text: string) => {
    for (let i = 1; i <= text.length; i += 1) fireEvent.change(findBox(), { target: { value: text.slice(0, i) } });
  };
  const key = (key: string, shiftKey = false) => fireEvent.keyDown(findBox(), { key, shiftKey });

  it('takes focus, and sends the query once typing pauses, not at every key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = props();
    renderPage(<FindBar {...p} />);
    expect(document.activeElement).toBe(findBox());
    typeKeys('world');
    await pause(FIND_DEBOUNCE_MS - 1);
    expect(p.onQuery).not.toHaveBeenCalled();
    await pause(1);
    expect(p.onQuery).toHaveBeenCalledTimes(1);
    expect(p.onQuery).toHaveBeenCalledWith({ text: 'world', caseSensitive: false }, undefined);

    fireEvent.click(screen.getByRole('switch', { name: 'Match case' }));
    await pause(FIND_DEBOUNCE_MS);
    expect(p.onQuery).toHaveBeenCalledTimes(2);
    expect(p.onQuery).toHaveBeenLastCalledWith({ text: 'world', caseSensitive: true }, undefined);
  });

  it('Enter right after typing searches and goes to the first match; then Enter and Shift+Enter step', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = props({ hasMatches: true, countText: '1 of 3' });
    renderPage(<FindBar {...p} />);
    typeKeys('is');
    key('Enter');
    expect(p.onQuery).toHaveBeenCalledTimes(1);
    expect(p.onQuery).toHaveBeenCalledWith({ text: 'is', caseSensitive: false }, 1);
    expect(p.onStep).not.toHaveBeenCalled();
    // The pause after typing sends nothing more: that query went already.
    await pause(FIND_DEBOUNCE_MS);
    key('Enter');
    key('Enter', true);
    expect(vi.mocked(p.onStep).mock.calls).toEqual([[1], [-1]]);
    expect(p.onQuery).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 of 3').id).toBe('find-count');
    key('Escape');
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('replaces the current match, and empties both boxes once everything was replaced', async () => {
    const user = userEvent.setup();
    const p = props({ hasMatches: true });
    renderPage(<FindBar {...p} />);
    const replaceAll = screen.getByRole('button', { name: 'Replace all' });
    // Nothing to find yet: nothing to replace.
    expect(replaceAll).toHaveProperty('disabled', true);
    await user.type(findBox(), 'wrold');
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'world');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(p.onReplace).toHaveBeenCalledWith('world');
    await user.click(replaceAll);
    expect(p.onReplaceAll).toHaveBeenCalledWith({ text: 'wrold', caseSensitive: false }, 'world');
    await waitFor(() => expect(findBox()).toHaveProperty('value', ''));
    expect(screen.getByRole('textbox', { name: 'Replace with' })).toHaveProperty('value', '');
    expect(p.onQuery).toHaveBeenLastCalledWith({ text: '', caseSensitive: false }, undefined);
  });

  it('keeps what was typed when replacing everything failed', async () => {
    const user = userEvent.setup();
    const p = props({ hasMatches: true, onReplaceAll: vi.fn(async () => false) });
    renderPage(<FindBar {...p} />);
    await user.type(findBox(), 'wrold');
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'world');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    await waitFor(() => expect(p.onReplaceAll).toHaveBeenCalledTimes(1));
    expect(findBox()).toHaveProperty('value', 'wrold');
    expect(screen.getByRole('textbox', { name: 'Replace with' })).toHaveProperty('value', 'world');
  });

  it('read only, finds and steps but offers no replacing', () => {
    renderPage(<FindBar {...props({ hasMatches: true })} />, { readOnly: 'Your review is submitted.' });
    expect(screen.getByRole('search', { name: 'Find' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Replace with' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next match' })).toHaveProperty('disabled', false);
  });
});
