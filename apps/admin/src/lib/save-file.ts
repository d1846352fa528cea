/** e.g. "leads-example.com-2026-11-23.csv"; "all-sites" when no site is selected. */
export function csvFileName(kind: string, domain: string | undefined, now: Date): string {
  return `${kind}-${domain ?? 'all-sites'}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands text to the browser as a download. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
