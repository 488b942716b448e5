import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditorToolbar } from '../../src/features/editor/layout/EditorToolbar';
import { renderPage } from './support/render';

type Props = ComponentProps<typeof EditorToolbar>;

function props(over: Partial<Props> = {}): Props {
  return {
    saveState: 'All changes saved',
    hasSelection: false,
    canSplit: false,
    canComment: false,
    canAddEntity: false,
    findOpen: false,
    canUndo: false,
    canRedo: false,
    onUndo: vi.fn(),
    onRedo: vi.fn(),
    onHistory: vi.fn(),
    completed: false,
    completing: false,
    onSave: vi.fn(),
    onToggleFind: vi.fn(),
    onStrike: vi.fn(),
    onSplit: vi.fn(),
    onComment: vi.fn(),
    onAddEntity: vi.fn(),
    onRemoveFillers: vi.fn(),
    onFillerWords: vi.fn(),
    onShortcuts: vi.fn(),
    onAudiograms: vi.fn(),
    onComplete: vi.fn(),
    ...over,
  };
}

const names = (toolbar: HTMLElement) =>
  within(toolbar)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('EditorToolbar', () => {
  it('offers every edit, with the save state, and keeps selection actions clickable without a selection', async () => {
    const user = userEvent.setup();
    const p = props({ saveState: 'Unsaved changes', canUndo: true });
    renderPage(<EditorToolbar {...p} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Transcript editing' });
    expect(names(toolbar)).toEqual([
      'Save',
      'Undo',
      'Redo',
      'Version history',
      'Find and replace',
      'Strike',
      'Split',
      'Comment',
      'Add entity',
      'Remove filler words',
      'Filler words…',
      'Audiograms',
      'Keyboard shortcuts',
      'Mark complete',
    ]);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Unsaved changes');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add entity from selected words' })).toHaveProperty('disabled', true);

    // Shown as unavailable, but the click is handled: the live selection may be newer than the render.
    const strike = screen.getByRole('button', { name: 'Strike through selected words' });
    expect(strike.getAttribute('aria-disabled')).toBe('true');
    await user.click(strike);
    expect(p.onStrike).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(p.onUndo).toHaveBeenCalledTimes(1);
    expect(p.onComplete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove filler words' }));
    await user.click(screen.getByRole('button', { name: 'Choose filler words' }));
    expect(p.onRemoveFillers).toHaveBeenCalledTimes(1);
    expect(p.onFillerWords).toHaveBeenCalledTimes(1);
  });

  it('cannot save twice at once, and marks the selection actions available when there is a selection', () => {
    renderPage(<EditorToolbar {...props({ saveState: 'Saving…', hasSelection: true, canSplit: true })} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Strike through selected words' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Split paragraph at selected word' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Comment on selected words' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows a completed file as done, and leaves completing to a workflow page that has its own way', () => {
    const { rerender } = renderPage(<EditorToolbar {...props({ completed: true })} />);
    expect(screen.getByTestId('complete-button').textContent).toBe('Completed');
    rerender(<EditorToolbar {...props({ completed: false, onComplete: undefined })} />);
    expect(screen.queryByTestId('complete-button')).toBeNull();
  });

  it('read only, offers finding and the shortcuts and nothing that would change the transcript', async () => {
    const user = userEvent.setup();
    const p = props({ findOpen: true, hasSelection: true, canUndo: true, canAddEntity: true });
    renderPage(<EditorToolbar {...p} />, { readOnly: 'Your review is submitted.' });
    expect(screen.queryByRole('toolbar', { name: 'Transcript editing' })).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Transcript' });
    expect(names(toolbar)).toEqual(['Find', 'Keyboard shortcuts']);
    expect(screen.queryByRole('status')).toBeNull();
    const find = screen.getByRole('button', { name: 'Find' });
    expect(find.getAttribute('aria-pressed')).toBe('true');
    await user.click(find);
    expect(p.onToggleFind).toHaveBeenCalledTimes(1);
  });
});
