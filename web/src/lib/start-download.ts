/**
 * Starts the browser download of a URL the server answers with Content-Disposition: attachment.
 * A hidden link keeps the page in place; `download` names the file when the URL is same-origin.
 */
export function startDownload(url: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}

/** Saves bytes the page already holds (a key file from a callable) under `fileName`, through a short-lived blob URL. */
export function saveBytes(bytes: Uint8Array, fileName: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  try {
    startDownload(url, fileName, doc);
  } finally {
    // Revoked after the click has started the download (the browser holds its own reference by then).
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
