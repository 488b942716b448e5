import type { ExportFormat } from '@scriptloom/contracts';
import { filenameFromContentDisposition } from '../files/format';
import { fallbackExportName } from './export-choices';

/**
 * The name an export is saved under: the server's `Content-Disposition` (RFC 5987 `filename*` first,
 * then `filename`), else `title.ext` as exports are named (docs/product.md#exports-and-captions).
 */
export function exportFileName(contentDisposition: string | null, title: string, format: ExportFormat): string {
  return filenameFromContentDisposition(contentDisposition, fallbackExportName(title, format));
}
