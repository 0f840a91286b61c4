// Every document's address carries the token and the app's language (the platform writes the document in
// it: a fetch sends the browser's Accept-Language, not the app's), and each is saved under its own name.
import { describe, expect, it } from 'vitest';
import { documents } from '../api.ts';

describe('document addresses carry the token and the language; files are named for what they hold', () => {
  it.each([
    ['download', documents.tickets(1001, 'ge'), '/api/v2/users/me/orders/1001/download', 'tickets-1001.pdf'],
    ['print', documents.print(1001, 'ge'), '/api/v2/users/me/orders/1001/print', 'tickets-1001.pdf'],
    ['receipt', documents.receipt(1001, 'ge'), '/api/v2/users/me/orders/1001/receipt', 'receipt-1001.pdf'],
    [
      'return receipt',
      documents.returnReceipt(1001, 'ge'),
      '/api/v3/order/1001/receipt',
      'return-receipt-1001.pdf',
    ],
    [
      'train e-ticket',
      documents.trainPdf(1007, 100701, 'ge'),
      '/api/v3/order/1007/trains/100701/pdf',
      'e-ticket-100701.pdf',
    ],
    [
      'train receipt',
      documents.trainReceipt(1007, 100701, 'ge'),
      '/api/v3/order/1007/trains/100701/receipt',
      'receipt-100701.pdf',
    ],
    [
      'train return receipt',
      documents.trainReceipt(1007, 100701, 'ge', true),
      '/api/v3/order/1007/trains/100701/receipt',
      'return-receipt-100701.pdf',
    ],
  ])('%s', (_name, doc, path, name) => {
    const url = new URL(doc.url('tok'), 'http://x.test');
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('t')).toBe('tok');
    expect(url.searchParams.get('lang')).toBe('ge');
    expect(url.searchParams.get('returned')).toBe(name.startsWith('return-') ? '1' : null);
    expect(doc.name).toBe(name);
  });
});
