/**
 * Hands a downloaded Blob to the browser as a file named `name`. The browser's own mechanism (an
 * object URL on a download link) is all this needs, so no library.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the click only starts the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
