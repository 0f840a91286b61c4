// The gate benchmark's floor: the least a page can do to show a stored ticket's QR. It reads the first
// order page the app stored for the signed-in customer (IndexedDB `cabinet-offline`, raw API, no
// framework; the customer is the store's owner when it names this session, as for the gate start),
// takes its first QR payload and draws it with the same code the app uses (src/lib/qr/qrSvg.ts, the
// `qrcode` library), setting the same `qr-visible` mark.
import { openExistingStore, ownerForSession } from '../../../src/lib/offline/deviceOwner.ts';
import { markFirstQrPaint, qrSvg, svgDataUrl } from '../../../src/lib/qr/qrSvg.ts';

type Row = { data?: { data?: Array<{ tickets?: Array<{ qr?: string | null }> }> } };

const cookie = (name: string): string => {
  const part = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return part ? decodeURIComponent(part.slice(name.length + 1)) : '';
};

const firstStoredRow = (owner: number): Promise<Row | undefined> =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open('cabinet-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const range = IDBKeyRange.bound([owner, 'actual'], [owner, 'actual', []]);
      const req = db.transaction('orderPages').objectStore('orderPages').openCursor(range);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => resolve(req.result?.value as Row | undefined);
    };
  });

const firstQr = (row: Row | undefined): string | null => {
  for (const order of row?.data?.data ?? []) {
    for (const ticket of order.tickets ?? []) if (ticket.qr) return ticket.qr;
  }
  return null;
};

const show = async () => {
  const store = await openExistingStore();
  const owner = store ? await ownerForSession(store, cookie('token')) : null;
  store?.close();
  const qr = owner === null ? null : firstQr(await firstStoredRow(owner));
  const img = document.getElementById('qr');
  if (!qr || !(img instanceof HTMLImageElement)) throw new Error('no stored ticket');
  img.onload = markFirstQrPaint;
  img.alt = `QR code of ticket ${qr}`;
  img.src = svgDataUrl(qrSvg(qr));
};

void show();
