import type { Snippet } from '@scriptloom/contracts';
import { TEXT_LIMITS } from '@scriptloom/contracts';
import { paragraphText } from '@scriptloom/transcript';
import { useRef, type KeyboardEvent } from 'react';

interface ParagraphTextEditorProps {
  snippet: Snippet;
  index: number;
  onDone: (index: number, text: string | null, splitAtCaret?: number) => void;
}

/**
 * A paragraph's text as one textarea. Ctrl/Cmd+Enter or leaving the field applies it (the words are
 * re-aligned to the recording, so timings are kept), Enter splits the paragraph at the caret, Escape
 * cancels. Uncontrolled: typing re-renders nothing.
 */
export function ParagraphTextEditor({ snippet, index, onDone }: ParagraphTextEditorProps) {
  // Blur also fires when Escape or Enter closes the editor: only the first ending counts.
  const finished = useRef(false);
  const original = paragraphText(snippet);
  const describedBy = `paragraph-editor-help-${index}`;

  const finish = (text: string | null, splitAtCaret?: number) => {
    if (finished.current) return;
    finished.current = true;
    onDone(index, text, splitAtCaret);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      finish(target.value);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      finish(target.value, target.selectionStart);
    }
  };

  return (
    <div className="paragraph-editor">
      <textarea
        className="paragraph-textarea"
        defaultValue={original}
        maxLength={TEXT_LIMITS.paragraph}
        aria-label={`Text of paragraph ${index + 1}`}
        aria-describedby={describedBy}
        rows={Math.min(14, Math.max(3, Math.ceil(original.length / 70)))}
        autoFocus
        onKeyDown={handleKeyDown}
        onBlur={(event) => finish(event.currentTarget.value)}
      />
      <div id={describedBy} className="paragraph-editor-help">
        Ctrl+Enter or leave the field to apply · Enter splits here · Escape cancels
      </div>
    </div>
  );
}
