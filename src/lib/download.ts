// A file made on the device handed to the browser as a download (an .ics for the calendar): no network,
// so it works offline.
export const downloadText = (name: string, type: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
