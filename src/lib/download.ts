/** Saves a blob as a file in the browser (the download the person asked for). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // the browser has taken the file by then; the address would otherwise hold the blob for the page's life
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
