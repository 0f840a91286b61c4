// Names of a transfer's vehicle and class. The platform sends codes (`sedan`, `comfort`); the card shows
// them in the customer's language. A code we do not know yet is shown as it came, never hidden.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const VEHICLES: Readonly<Record<string, MessageDescriptor>> = {
  sedan: msg({ message: 'Sedan', context: 'transfer vehicle' }),
  wagon: msg({ message: 'Estate car', context: 'transfer vehicle' }),
  suv: msg({ message: 'SUV', context: 'transfer vehicle' }),
  minivan: msg({ message: 'Minivan', context: 'transfer vehicle' }),
  minibus: msg({ message: 'Minibus', context: 'transfer vehicle' }),
  bus: msg({ message: 'Bus', context: 'transfer vehicle' }),
};

const CLASSES: Readonly<Record<string, MessageDescriptor>> = {
  economy: msg({ message: 'Economy', context: 'transfer class' }),
  standard: msg({ message: 'Standard', context: 'transfer class' }),
  comfort: msg({ message: 'Comfort', context: 'transfer class' }),
  business: msg({ message: 'Business', context: 'transfer class' }),
  premium: msg({ message: 'Premium', context: 'transfer class' }),
};

const label = (table: Readonly<Record<string, MessageDescriptor>>, code: string, i18n: I18n): string => {
  const known = Object.hasOwn(table, code.trim().toLowerCase())
    ? table[code.trim().toLowerCase()]
    : undefined;
  return known ? i18n._(known) : code;
};

export const vehicleLabel = (code: string, i18n: I18n): string => label(VEHICLES, code, i18n);
export const transferClassLabel = (code: string, i18n: I18n): string => label(CLASSES, code, i18n);
