import { describe, expect, it } from 'vitest';
import { startIds } from './catalog-split.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  code: string,
  isEntry = false,
) => ({
  fileName,
  isEntry,
  facadeModuleId,
  imports,
  modules: { [`/src/${fileName}.tsx`]: { code } },
});

describe('startIds: the texts a start loads before its first render', () => {
  const chunks = Object.fromEntries(
    [
      chunk('index', '/w/src/start/start.ts', ['start'], 'i18n._({ id: "AAAAAA" })', true),
      chunk('start', null, [], 'x({id:`BBBBBB`})'),
      chunk('main', '/w/src/main.tsx', ['app'], ''),
      chunk('app', null, ['vendor'], "t({ id: 'CCCCCC' })"),
      chunk('vendor', null, [], ''),
      chunk('actual', '/w/src/routes/tickets/actual.tsx?tsr-split=component', ['kit'], '<T id:"DDDDDD">'),
      chunk('kit', null, [], 'id: "EEEEEE"'),
      chunk('balance', '/w/src/routes/balance.tsx?tsr-split=component', ['kit'], 'id: "FFFFFF"'),
      chunk('dialog', null, [], 'id: "GGGGGG"'),
    ].map((c) => [c.fileName, c]),
  );

  it('takes the entry, the app and the orders tabs with what they import, and nothing else', () => {
    expect([...startIds(chunks, 'src/main.tsx')].toSorted()).toEqual([
      'AAAAAA',
      'BBBBBB',
      'CCCCCC',
      'DDDDDD',
      'EEEEEE',
    ]);
  });
});
