/** Saves text as a file through the browser's download (the Sessions tab's export, the import section's export). */
export function downloadFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
