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
