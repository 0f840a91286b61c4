// The QR encoder's first code, encoded while the app's code travels.
import QRCode from 'qrcode/lib/core/qrcode.js';
import { nextTask } from '../nextPaint.ts';
import { qrEncoderWarm, qrSvg } from './qrSvg.ts';

/**
 * Encodes a throwaway code in tasks of its own, unless the page has encoded one already. The encoder's
 * first code costs 8–14 ms on a desktop (measured in a CPU profile of a cold `/cards` start; later ones
 * ~1 ms): its functions are compiled and its mask scoring runs cold. Every signed-in first screen with a
 * code (the tickets, the client cards) paid that inside the app's first render, a long task; the page's
 * entry pays it while the app's code travels instead. On a gate start it runs
 * after the gate's code is on screen, and finds the encoder warm.
 */
export const warmQrEncoder = async (): Promise<void> => {
  // Two tasks of ~6 ms rather than one of ~12: the encoder with a given mask, then its mask scoring.
  await nextTask();
  if (!qrEncoderWarm()) QRCode.create('0', { errorCorrectionLevel: 'H', maskPattern: 0 });
  await nextTask();
  if (!qrEncoderWarm()) qrSvg('0');
};
