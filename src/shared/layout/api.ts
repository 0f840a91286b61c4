import { http } from '../../lib/http/api.ts';
import { cabinetPageRead, layoutRead } from './schemas.ts';

export * from './schemas.ts';

// Each with the answer's validator: the device keeps it (lib/offline/syncCore.ts).
export const fetchLayout = (signal?: AbortSignal) =>
  http.requestWithValidator(layoutRead.schema, layoutRead.path, signal ? { signal } : {});

export const fetchCabinetPage = (signal?: AbortSignal) =>
  http.requestWithValidator(cabinetPageRead.schema, cabinetPageRead.path, signal ? { signal } : {});
