import { CABINET_PAGE, LAYOUT } from '../../kernel/endpoints.ts';
import { http } from '../../lib/http/api.ts';
import { CabinetPageSchema, LayoutSchema } from './schemas.ts';

export * from './schemas.ts';

// Each with the answer's validator: the device keeps it (lib/offline/syncCore.ts).
export const fetchLayout = (signal?: AbortSignal) =>
  http.requestWithValidator(LayoutSchema, LAYOUT, signal ? { signal } : {});

export const fetchCabinetPage = (signal?: AbortSignal) =>
  http.requestWithValidator(CabinetPageSchema, CABINET_PAGE, signal ? { signal } : {});
