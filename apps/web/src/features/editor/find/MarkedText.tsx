import { memo } from 'react';
import type { TextRange } from './match-groups';

interface MarkedTextProps {
  text: string;
  ranges: readonly TextRange[];
  current: TextRange | null;
}

/** Text with its find matches marked (summary and chapters; the transcript marks words itself). */
export const MarkedText = memo(function MarkedText({ text, ranges, current }: MarkedTextProps) {
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach((range, i) => {
    if (range.start > at) parts.push(text.slice(at, range.start));
    const isCurrent = current !== null && current.start === range.start && current.end === range.end;
    parts.push(
      <mark key={i} className={isCurrent ? 'match current-match' : 'match'}>
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
});
