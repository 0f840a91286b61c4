import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CardImage, cardMark } from './CardImage.tsx';

afterEach(cleanup);

it.each([
  ['visa', 'visa'],
  ['Visa', 'visa'],
  ['mastercard', 'mastercard'],
  ['MasterCard', 'mastercard'],
  ['master card', 'mastercard'],
  ['belkart', 'belkart'],
  ['MIR', 'mir'],
  ['maestro', 'maestro'],
  ['amex', 'card'],
  ['', 'card'],
] as const)('brand %j → mark %s', (brand, mark) => expect(cardMark(brand)).toBe(mark));

it('draws a decorative 48×32 picture of the mark', () => {
  const { container } = render(<CardImage brand="mastercard" />);
  const svg = container.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  expect(svg?.getAttribute('data-mark')).toBe('mastercard');
  expect(svg?.querySelectorAll('circle')).toHaveLength(2);
});
