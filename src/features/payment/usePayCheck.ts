// After a pay call whose fate is unknown (no answer in time, a 5xx), the page asks for the order's state
// before it offers to pay again: paid → the thank-you page; not paid → say so, paying is offered again;
// no answer to the check either → "still checking", paying stays locked and the check is asked again.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../lib/http/errors.ts';
import { CHECK_AGAIN_MS, type CheckResult, checkResult } from './payOutcome.ts';
import { usePaymentCheck } from './queries.ts';

/** Why the payment's fate was unknown: no answer at all, or a server error. */
export type CheckCause = 'noAnswer' | 'serverError';
/** Where the check is: asking, no answer to it yet (asked again soon), or the order is not paid. */
export type CheckStage = { step: 'checking' | 'unknown' | 'notPaid'; cause: CheckCause };

export const usePayCheck = (orderId: number) => {
  const navigate = useNavigate();
  const check = usePaymentCheck(orderId);
  const [stage, setStage] = useState<CheckStage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const start = async (cause: CheckCause): Promise<void> => {
    window.clearTimeout(timer.current);
    setStage({ step: 'checking', cause });
    let result: CheckResult | 'unknown';
    try {
      result = checkResult((await check()).order);
    } catch (e) {
      // A 4xx is the server's answer about the order (gone, not this customer's): it was not paid here.
      result = e instanceof HttpError && e.status < 500 ? 'notPaid' : 'unknown';
    }
    if (!alive.current) return;
    if (result === 'paid') {
      setStage(null);
      void navigate({ to: '/thank-you', search: { order_id: orderId } });
    } else if (result === 'unknown') {
      setStage({ step: 'unknown', cause });
      timer.current = window.setTimeout(() => void start(cause), CHECK_AGAIN_MS);
    } else {
      // 'closed': the page shows the order's new state from the check's answer.
      setStage(result === 'notPaid' ? { step: 'notPaid', cause } : null);
    }
  };

  return {
    stage,
    /** Paying stays locked while the first payment may still be going through. */
    locked: stage !== null && stage.step !== 'notPaid',
    start,
    checkNow: () => {
      if (stage) void start(stage.cause);
    },
    clear: () => setStage(null),
  };
};
