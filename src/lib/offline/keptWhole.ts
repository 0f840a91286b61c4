// A whole answer the device keeps, declared once beside its schema (the profile, the layout, the cabinet
// page, the client cards): its store key, its address, and the schema it is kept as and read back through.
// The sync (page and worker, app/keptSet.ts) fetches and validates by it; the query that shows it reads
// through the device by it (wholeQuery.ts). Types only: the declarations are plain objects on the first load.
import type * as v from 'valibot';

export type KeptWhole<T = unknown, K extends string = string> = {
  key: K;
  path: string;
  schema: v.GenericSchema<unknown, T>;
  /** The answer's own schema when it wraps what is kept in `data` (the client cards). */
  answer?: v.GenericSchema<unknown, { data: T }>;
};
