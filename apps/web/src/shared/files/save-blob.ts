/**
 * Starts the browser's download of a URL the browser may fetch by itself (an object URL, or a
 * signed same-origin link that needs no bearer header): a hidden `<a download>` is clicked, so the
 * page itself stays where it is.
 */
export function downloadUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Hands a blob to the browser as a download. The object URL is released a moment later: revoking it
 * at once can cancel the download in some browsers.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, filename);
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
