import { KEPT_KEYS } from '../../kernel/storeKeys.ts';
import { readKept } from '../../lib/offline/rawRead.ts';

/** The gate codes the sync kept for the customer of the session `token` (undefined when none). */
export const readGateKept = (token: string): Promise<unknown> => readKept(token, KEPT_KEYS.gateStart);
