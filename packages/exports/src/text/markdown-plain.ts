import { parseMarkdownBlocks, type MarkdownBlock } from '../markdown/blocks.js';
import { plainRuns, runsText, type InlineRun } from '../markdown/inline.js';

/** Markdown as plain text (the txt export's show notes): markers gone, lists and quotes kept readable. */
export function markdownToText(markdown: string): string {
  return blocksText(parseMarkdownBlocks(markdown));
}

function blocksText(blocks: readonly MarkdownBlock[]): string {
  let text = '';
  blocks.forEach((block, i) => {
    // Items of one list stay on consecutive lines; every other block, and another list (a top-level
    // item numbered 1), is set off by a blank line.
    const sameList =
      block.type === 'list-item' && blocks[i - 1]?.type === 'list-item' && (block.depth > 0 || block.number > 1);
    if (i > 0) text += sameList ? '\n' : '\n\n';
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        text += plain(block.runs);
        break;
      case 'list-item': {
        const marker = block.ordered ? `${block.number}.` : '-';
        text += `${'  '.repeat(block.depth)}${marker} ${plain(block.runs)}`;
        break;
      }
      case 'quote':
        text += blocksText(block.blocks).replace(/^(?=.)/gm, '  ');
        break;
    }
  });
  return text;
}

/** Links as "text (address)", code as its text: a plain text file has no other way to show them. */
function plain(runs: readonly InlineRun[]): string {
  return runsText(plainRuns(runs));
}
