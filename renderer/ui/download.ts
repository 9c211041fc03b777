/** Saves text as a file the way a web page can: a Blob behind an <a download> link, clicked once. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the URL is only needed for the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
