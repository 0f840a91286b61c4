import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { qrDrawing, qrSvg } from '../../lib/qr/qrSvg.ts';
import { QrCode } from './QrCode.tsx';

it('renders an image of the given size whose name carries the code, its drawing inline', () => {
  render(<QrCode value="123456789012" size={130} label="QR code of ticket 123456789012" />);
  const img = screen.getByRole('img', { name: 'QR code of ticket 123456789012' });
  expect(img.localName).toBe('svg');
  expect(img.getAttribute('width')).toBe('130');
  const { box, d } = qrDrawing('123456789012');
  expect(img.getAttribute('viewBox')).toBe(`0 0 ${box} ${box}`);
  expect(img.querySelector('path')?.getAttribute('d')).toBe(d);
});

it('uses error-correction level H: the module count matches an H code of the same text', () => {
  const h = QRCode.create('123456789012', { errorCorrectionLevel: 'H' }).modules.size;
  const l = QRCode.create('x'.repeat(60), { errorCorrectionLevel: 'L' }).modules.size;
  const svgH = qrSvg('x'.repeat(60));
  const hBig = QRCode.create('x'.repeat(60), { errorCorrectionLevel: 'H' }).modules.size;
  expect(svgH).toContain(`viewBox="0 0 ${hBig + 4} ${hBig + 4}"`);
  expect(hBig).toBeGreaterThan(l);
  expect(qrSvg('123456789012')).toContain(`viewBox="0 0 ${h + 4} ${h + 4}"`);
});
