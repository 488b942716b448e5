export * from './model.js';
export { prepareExport, PART_LABELS } from './prepare.js';
export { renderExport, renderBody } from './render-export.js';
export { fileName } from './file-name.js';
export { legacyShowNotes } from './show-notes-legacy.js';
export { segmentCaptions } from './captions/segment.js';
export type { Cue, CaptionLimits, CaptionOptions } from './captions/cue.js';
export { transcriptExport } from './text/json.js';
export { renderInvoicePdf, formatMoney, type InvoiceDocument } from './documents/invoice-pdf.js';
export { renderEdl, frameTimecode } from './timelines/edl.js';
export { renderFcpxml, fcpxmlTime, FCPXML_VERSION } from './timelines/fcpxml.js';
export { renderXmeml, xmemlPathUrl, XMEML_VERSION } from './timelines/xmeml.js';
export { renderOtio } from './timelines/otio.js';
export { timelineEvents, TIMELINE_FPS, type TimelineEvent, type TimelineInput } from './timelines/timeline.js';
export {
  renderPublicPage,
  pageDescription,
  isoDuration,
  scriptJson,
  PUBLIC_PAGE_CSS,
  DESCRIPTION_CHARS,
  type PublicPageInput,
} from './publish/public-page.js';
