import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { transferClassLabel, vehicleLabel } from './transferLabels.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('transfer labels (issue 20: the card showed raw "sedan" / "comfort")', () => {
  it.each([
    ['sedan', 'Sedan'],
    ['Minivan', 'Minivan'],
    [' suv ', 'SUV'],
    ['hovercraft', 'hovercraft'],
    ['constructor', 'constructor'],
  ])('vehicle %j → %j', (code, text) => {
    expect(vehicleLabel(code, i18n)).toBe(text);
  });

  it.each([
    ['comfort', 'Comfort'],
    ['BUSINESS', 'Business'],
    ['economy', 'Economy'],
    ['luxe', 'luxe'],
  ])('class %j → %j', (code, text) => {
    expect(transferClassLabel(code, i18n)).toBe(text);
  });
});
