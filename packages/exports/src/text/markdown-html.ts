import { escapeHtml } from './html-escape.js';
import { markdownBlocks } from './markdown-blocks.js';

/**
 * Minimal markdown to html for the show notes: headings (demoted by `demote` levels so they sit under
 * the section's own heading), lists, block quotes, paragraphs, bold, italics, code and http(s) links.
 * Every piece of text is escaped; raw html in the markdown is shown as text, never passed through.
 */
export function markdownToHtml(markdown: string, demote = 0): string {
  const out: string[] = [];
  for (const block of markdownBlocks(markdown)) {
    switch (block.kind) {
      case 'heading': {
        const level = Math.min(6, block.level + demote);
        out.push(`<h${level}>${inlineHtml(block.text)}</h${level}>`);
        break;
      }
      case 'list': {
        const tag = block.ordered ? 'ol' : 'ul';
        out.push(`<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`);
        break;
      }
      case 'quote':
        out.push(`<blockquote><p>${block.lines.map(inlineHtml).join('<br>')}</p></blockquote>`);
        break;
      case 'paragraph':
        out.push(`<p>${block.lines.map(inlineHtml).join('<br>')}</p>`);
        break;
    }
  }
  return out.join('\n');
}

function inlineHtml(text: string): string {
  // Escaped characters are set aside first, so `\*` never becomes emphasis; NUL cannot occur in
  // the placeholders' surroundings because it is removed from the text.
  const escaped: string[] = [];
  const held = text.replace(/\0/g, '').replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => `\0${escaped.push(c) - 1}\0`);
  const html = escapeHtml(held)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '<strong>$2</strong>')
    .replace(/(^|[^*])\*(?=\S)([^*]+?)(?<=\S)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2" rel="noopener noreferrer">$1</a>');
  return html.replace(/\0(\d+)\0/g, (_, i: string) => escapeHtml(escaped[Number(i)]!));
}
