// The start-up message: where each brand answers and how to sign in as the demo customers.
import { BRANDS } from '../src/kernel/brand/brands.ts';
import { DEMO_SIGN_INS } from './db/seed/accounts.ts';

/** Left-aligned columns separated by two spaces. */
export const formatTable = (rows: readonly (readonly string[])[]): string => {
  const widths: number[] = [];
  for (const row of rows)
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

const brandUrls = (port: number): [string, string][] =>
  Object.values(BRANDS).map((brand) => {
    const host = brand.localHosts[0] ?? 'localhost';
    return [brand.name, `http://${host}:${port}`];
  });

export const startupBanner = (o: {
  port: number;
  dbFile: string;
  schema: number;
  built: boolean;
}): string => {
  const indent = (text: string) =>
    text
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
  return [
    `Cabinet reference server (schema v${o.schema}, database ${o.dbFile})`,
    '',
    indent(formatTable(brandUrls(o.port))),
    '',
    '  Demo sign-ins (every SMS / e-mail code is 1111):',
    indent(formatTable([['Who', 'Phone', 'Sign-in'], ...DEMO_SIGN_INS.map((d) => [d.who, d.phone, d.how])])),
    ...(o.built ? [] : ['', '  The app is not built yet: run `npm run build` (the API works meanwhile).']),
    '',
  ].join('\n');
};
