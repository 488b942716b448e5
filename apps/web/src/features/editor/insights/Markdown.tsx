import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createElement, Fragment, memo, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'link':
        return (
          <Link key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

// The page's own h1 is the file title and panels use h2, so a piece's headings start at h3.
const HEADING_VARIANTS = { 1: 'h5', 2: 'h6', 3: 'subtitle1', 4: 'subtitle1', 5: 'subtitle2', 6: 'subtitle2' } as const;

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return (
        <Typography
          key={i}
          component={`h${Math.min(block.level + 2, 6)}` as 'h3'}
          variant={HEADING_VARIANTS[block.level]}
          sx={{ fontWeight: 700, mt: 2, mb: 1 }}
        >
          {renderInline(block.children)}
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography key={i} variant="body1" sx={{ mb: 1.5 }}>
          {renderInline(block.children)}
        </Typography>
      );
    case 'quote':
      return (
        <Box
          key={i}
          component="blockquote"
          sx={{ m: 0, mb: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
        >
          {renderInline(block.children)}
        </Box>
      );
    case 'list':
      return createElement(
        block.ordered ? 'ol' : 'ul',
        { key: i, style: { marginTop: 0, marginBottom: 12, paddingLeft: 24 } },
        block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>),
      );
  }
}

/** Markdown shown as text and a few safe elements: nothing in the source is ever taken as HTML. */
export const Markdown = memo(function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <Box sx={{ overflowWrap: 'anywhere', '& li': { mb: 0.5 } }}>{blocks.map(renderBlock)}</Box>;
});
