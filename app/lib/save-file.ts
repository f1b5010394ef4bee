/** Saves a file the page holds (a Blob from the API) as the browser's download, under this name. */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // the click has started the download; the blob can go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
