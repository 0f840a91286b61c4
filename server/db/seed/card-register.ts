// The club card register (docs/demo-data.md, "Club cards"): Anna's two linked cards and a few issued
// cards nobody has linked yet, to link in the demo. Only a number in the register can be linked.
import type { DatabaseSync } from 'node:sqlite';
import { CARD_PROGRAM } from './accounts.ts';
import { insertAll } from './insert.ts';

const REGISTERED_CARDS = [
  { code: '7700111122223333', program_id: CARD_PROGRAM.arenaClub },
  { code: '7700444455556666', program_id: CARD_PROGRAM.theatreFriends },
  { code: '7700111188880001', program_id: CARD_PROGRAM.arenaClub },
  { code: '7700111199990000', program_id: CARD_PROGRAM.arenaClub },
  { code: '7700444477770003', program_id: CARD_PROGRAM.theatreFriends },
  { code: '7700900000000004', program_id: CARD_PROGRAM.kvitok },
] as const;

export const seedCardRegister = (db: DatabaseSync): void => insertAll(db, 'card_register', REGISTERED_CARDS);
