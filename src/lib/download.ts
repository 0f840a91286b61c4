// Files handed to the browser as downloads: one made on the device (an .ics for the calendar, a ticket's
// image) or one fetched (a PDF), from a blob: address that means nothing outside this page.
export const downloadFile = (name: string, file: Blob): void => {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click returns; the URL is dropped a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const downloadText = (name: string, type: string, text: string): void =>
  downloadFile(name, new Blob([text], { type }));
