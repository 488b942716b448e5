import { formatClock } from '@scriptloom/transcript';
import type { ExportDocument } from '../model.js';
import { secondsText } from './time.js';

/**
 * Spreadsheet rows, RFC 4180: CRLF line ends, fields holding a comma, quote or line break quoted
 * with quotes doubled. One row per paragraph: `start_seconds,end_seconds,start,end,speaker,text`
 * (no speaker column when speakers are off).
 */
export function renderCsv(doc: ExportDocument): string {
  const speakers = doc.options.speakers;
  const header = ['start_seconds', 'end_seconds', 'start', 'end', ...(speakers ? ['speaker'] : []), 'text'];
  const rows: string[] = [header.join(',')];
  for (const p of doc.paragraphs) {
    const cells = [secondsText(p.start), secondsText(p.end), formatClock(p.start), formatClock(p.end)];
    if (speakers) cells.push(csvText(p.speaker));
    cells.push(csvText(p.text));
    rows.push(cells.join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * A text cell: a leading `=`, `+`, `-`, `@` (or tab / carriage return) would make a spreadsheet run
 * it as a formula, so such a cell starts with an apostrophe, which spreadsheets hide. White space
 * before the sign counts too: an import that trims cells would leave the formula bare.
 */
export function csvText(value: string): string {
  return csvField(/^(?:[\t\r]|\s*[=+\-@])/.test(value) ? `'${value}` : value);
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
