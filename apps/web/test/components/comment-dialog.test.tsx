import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentDialog } from '../../src/features/editor/dialogs/CommentDialog';

describe('CommentDialog', () => {
  it('sends a comment once however often Ctrl+Enter or the button is pressed while it is being sent', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(
      <CommentDialog
        target={{ mode: 'create', quote: 'the words', initial: '' }}
        onClose={onClose}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    fireEvent.change(field, { target: { value: 'Is this right?' } });
    // Two presses in the same moment, before the dialog re-renders, then a click.
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Is this right?');
    await act(async () => finish(true));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be sent again after a failed send', async () => {
    const onSubmit = vi.fn(async () => false);
    render(
      <CommentDialog
        target={{ mode: 'create', quote: 'the words', initial: 'x' }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true }));
    await act(async () => fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
