// The floor's device copy and its one request: Dexie holds page 1 of the actual tab, ofetch asks the
// reference server for it with the session's bearer token.
import Dexie, { type EntityTable } from 'dexie';
import { ofetch } from 'ofetch';

type FloorTicket = { id: number; qr: string | null };
type FloorOrder = {
  id: number;
  tickets: Array<
    FloorTicket & {
      performance: { name: string };
      session: { timeSpending: number; object: { name: string } };
    }
  >;
};
export type FloorPage = { data: FloorOrder[]; last_page: number };

type Row = { key: string; page: FloorPage; savedAt: number };

const db = new Dexie('floor') as Dexie & { pages: EntityTable<Row, 'key'> };
db.version(1).stores({ pages: '&key' });

const KEY = 'actual-1';

export const readKept = (): Promise<Row | undefined> => db.pages.get(KEY);

const token = (): string => {
  const part = document.cookie.split('; ').find((p) => p.startsWith('token='));
  return part ? decodeURIComponent(part.slice('token='.length)) : '';
};

export const fetchActual = async (): Promise<FloorPage> => {
  const page = await ofetch<FloorPage>('/api/v3/users/me/orders', {
    query: { type: 'actual', page: 1 },
    headers: { Authorization: `Bearer ${token()}` },
  });
  await db.pages.put({ key: KEY, page, savedAt: Date.now() });
  return page;
};
