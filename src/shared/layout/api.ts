import { http } from '../../lib/http/api.ts';
import { CabinetPageSchema, LayoutSchema } from './schemas.ts';

export * from './schemas.ts';

export const fetchLayout = (signal?: AbortSignal) =>
  http.request(LayoutSchema, '/api/v3/pages/layout', signal ? { signal } : {});

export const fetchCabinetPage = (signal?: AbortSignal) =>
  http.request(CabinetPageSchema, '/api/v2/pages/cabinet', signal ? { signal } : {});
