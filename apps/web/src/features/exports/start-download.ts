/**
 * Starts the browser's download of a URL that needs no bearer header (the bulk download's signed,
 * same-origin link): a hidden `<a download>` is clicked, so the page itself stays where it is.
 */
export function startUrlDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
