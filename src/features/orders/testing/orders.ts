// Builders of orders for the rules' and cards' tests: a valid order, with just the fields a row cares about.
import type { Item, Order, Ticket, TrainTicket, Transfer } from '../api.ts';

export const NOW = 1_800_000_000;
export const DAY = 86_400;

export const aTicket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 100101,
  qr: '123456789012',
  ticket_code: '123456789012',
  returned_at: null,
  scanned_at: null,
  printed_at: null,
  price: 4500,
  commission: 0,
  discount: 0,
  total_amount: 4500,
  performance: { name: 'Swan Lake', images: { original: null, '170x240': null } },
  section_name: 'Stalls',
  hall_name: 'Main hall',
  row: '7',
  place: '12',
  session: {
    timeSpending: NOW + 10 * DAY,
    isReturnOrganizer: true,
    object: { name: 'Bolshoi Theatre', address: null },
    company: { name: 'Bolshoi', address: 'Minsk', email: 'box@bolshoi.by', phone1: '+375 17 000-00-00' },
  },
  ...over,
});

export const aTrainTicket = (over: Partial<TrainTicket> = {}): TrainTicket => ({
  id: 100701,
  code: '12345678901234',
  returnedAt: null,
  fio: 'IVANOVA ANNA',
  carNumber: '5',
  places: '12',
  additionalTerms: null,
  price: 1850,
  commission: 100,
  isUsed: false,
  date: NOW + 6 * DAY,
  remoteCheckIn: false,
  remoteCheckInAvailable: true,
  ...over,
});

export const aTransfer = (over: Partial<Transfer> = {}): Transfer => ({
  id: 100801,
  code: 'TR12345678',
  price: 6000,
  date: NOW + 3 * DAY,
  returned_at: null,
  from: { names: { en: 'Minsk National Airport', ru: 'Аэропорт' } },
  to: { names: { en: 'Hotel Minsk', ru: 'Гостиница' } },
  transfer: { auto: 'sedan', class: 'comfort', max_persons: 3 },
  ...over,
});

export const anItem = (over: Partial<Item> = {}): Item => ({
  id: 100901,
  itemId: 501,
  itemType: 'abonement',
  code: '1234567890',
  qr: '1234567890',
  name: 'Pool, 8 visits',
  price: 4000,
  priceStr: '40,00 р.',
  images: { original: null },
  institution: { id: 1, name: 'Aqua centre' },
  ...over,
});

export const anOrder = (over: Partial<Order> = {}): Order => ({
  id: 1001,
  code: '1234567890',
  created_at: NOW - 3 * DAY,
  status: 1,
  type: 1,
  tickets: [aTicket()],
  trains: [],
  train: null,
  transfers: [],
  items: [],
  services: [],
  coupons: [],
  hasVideo: false,
  hasObjectInfokiok: false,
  hasObjectWallet: false,
  isFromExternal: false,
  awaitingConfirm: false,
  _types: ['tickets'],
  expired_at: null,
  total_amount: 4500,
  total_amount_int: 4500,
  amount_int: 4500,
  commission: 0,
  discount: 0,
  totalDiscount: 0,
  options: { remoteCheckInAvailable: false, remoteCheckIn: false, receiptReturn: false },
  ...over,
});

export const aTrainOrder = (over: Partial<Order> = {}): Order =>
  anOrder({
    id: 1007,
    tickets: [],
    trains: [aTrainTicket(), aTrainTicket({ id: 100702, places: '13' })],
    train: {
      from: 'Minsk',
      to: 'Brest',
      departureTimeInformation: NOW + 6 * DAY,
      carrierName: 'BCh',
      trainNumber: '701Б',
    },
    options: { remoteCheckInAvailable: true, remoteCheckIn: false, receiptReturn: false },
    ...over,
  });
