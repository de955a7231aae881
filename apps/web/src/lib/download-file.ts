/** Saves a blob the browser already holds (an authenticated download) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Safari cancels a download whose URL is revoked synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
