import { markdownBlocks } from './markdown-blocks.js';

/** Markdown as plain text (the txt export's show notes): markers gone, lists and quotes kept readable. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  for (const block of markdownBlocks(markdown)) {
    switch (block.kind) {
      case 'heading':
        out.push(plainInline(block.text));
        break;
      case 'list':
        out.push(block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${plainInline(item)}`).join('\n'));
        break;
      case 'quote':
        out.push(block.lines.map((l) => `  ${plainInline(l)}`).join('\n'));
        break;
      case 'paragraph':
        out.push(block.lines.map(plainInline).join('\n'));
        break;
    }
  }
  return out.join('\n\n');
}

function plainInline(text: string): string {
  return (
    text
      .replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, '$1 ($2)')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(^|[^\\*])\*(?=\S)([^*]+?)(?<=\S)\*/g, '$1$2')
      .replace(/`([^`]+)`/g, '$1')
      // Backslash escapes last: what they protected is shown as the plain character.
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
  );
}
