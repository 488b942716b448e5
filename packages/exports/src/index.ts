export * from './model.js';
export { prepareExport, PART_LABELS } from './prepare.js';
export { renderExport, renderBody } from './render-export.js';
export { fileName } from './file-name.js';
export { legacyShowNotes } from './show-notes-legacy.js';
export { segmentCaptions } from './captions/segment.js';
export type { Cue, CaptionLimits, CaptionOptions } from './captions/cue.js';
export { transcriptExport } from './text/json.js';
export { renderInvoicePdf, formatMoney, type InvoiceDocument } from './documents/invoice-pdf.js';
