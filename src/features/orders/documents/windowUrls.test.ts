// Every document window carries the app's language: a window sends the browser's Accept-Language,
// so without `lang` a receipt opened from the Georgian interface came back in the browser's language.
import { describe, expect, it } from 'vitest';
import { windowUrls } from '../api.ts';

describe('window-open addresses carry the token and the language', () => {
  it.each([
    ['download', windowUrls.document(1001, 'download', 'tok', 'ge')],
    ['print', windowUrls.document(1001, 'print', 'tok', 'ge')],
    ['receipt', windowUrls.receipt(1001, 'tok', 'ge')],
    ['return receipt', windowUrls.returnReceipt(1001, 'tok', 'ge')],
    ['train e-ticket', windowUrls.trainPdf(1007, 100701, 'tok', 'ge')],
    ['train receipt', windowUrls.trainReceipt(1007, 100701, 'tok', 'ge')],
    ['train return receipt', windowUrls.trainReceipt(1007, 100701, 'tok', 'ge', true)],
  ])('%s', (_name, url) => {
    const query = new URL(url, 'http://x.test').searchParams;
    expect(query.get('t')).toBe('tok');
    expect(query.get('lang')).toBe('ge');
  });
});
