// Paying (spec §7): the order is accepted with the chosen method and contact, then the customer goes to
// the thank-you page (nothing left to pay) or to the provider's page; ERIP is a step of its own. When the
// time runs out the spec's alert is shown and the customer goes home. A failure is said here, once: a
// refusal at once, a call without a readable answer after checking the order (usePayCheck).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isEmail } from '../../kernel/contact.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { serverNow } from '../../lib/serverClock.ts';
import { showToast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../ui/screen-kit/useSingleFlight.ts';
import { type AcceptInput, type PaymentInfo, providerUrl } from './api.ts';
import { needsCheck, payFailure } from './payOutcome.ts';
import { useAcceptOrder, useChooseErip } from './queries.ts';
import { contactFor } from './rules.ts';
import { usePayCheck } from './usePayCheck.ts';

const TIME_IS_UP = msg`The time to place the order is up`;
const NEED_DATA = msg`Enter the required data`;
const ERIP_ERROR = msg`Server error, please try again later`;

type Payment = {
  method: AcceptInput['method'];
  email: string;
  phone: string;
  usePoints: boolean;
  /** The saved card the provider charges, when the method is one. */
  cardId: number | null;
};

/** `timeUp`: the countdown reached zero on a page that offered payment. */
export const usePay = (order: PaymentInfo['order'], timeUp: boolean) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const accept = useAcceptOrder();
  const chooseErip = useChooseErip();
  const once = useSingleFlight();
  const payCheck = usePayCheck(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  // On the way to the provider's page: the form stays locked until the browser has left.
  const [leaving, setLeaving] = useState(false);
  const alerted = useRef(false);

  const leaveTimeUp = () => {
    alerted.current = true;
    window.alert(i18n._(TIME_IS_UP));
    void navigate({ to: '/', replace: true });
  };

  // Back from the provider's page, a browser may show this page as it was left (its cache), still locked.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (!timeUp || alerted.current) return;
    alerted.current = true;
    window.alert(i18n._(TIME_IS_UP));
    void navigate({ to: '/', replace: true });
  }, [timeUp, i18n, navigate]);

  const fail = async (e: unknown): Promise<void> => {
    const failure = payFailure(e, order.expired_at, serverNow() / 1000);
    if (needsCheck(failure)) return payCheck.start(failure);
    if (failure === 'expired') leaveTimeUp();
    else if (failure === 'needData') setProblem(i18n._(NEED_DATA));
    else setProblem(t`This order cannot be paid now.`);
  };

  const pay = ({ method, email, phone, usePoints, cardId }: Payment) =>
    once(async () => {
      const needs = contactFor(method.type);
      // The phone rule carries the phone library (~40 kB gzip): loaded only when an SMS method is paid.
      const contactOk =
        needs === 'email'
          ? isEmail(email)
          : await import('../../kernel/phone.ts')
              .then((m) => m.isPhoneDigits(phone))
              .catch(() => phone !== '');
      if (!contactOk) {
        setProblem(i18n._(NEED_DATA));
        return;
      }
      setProblem(null);
      payCheck.clear();
      let answer: Awaited<ReturnType<typeof accept.mutateAsync>>;
      try {
        answer = await accept.mutateAsync({
          orderId: order.id,
          method,
          contact: needs === 'email' ? { email: email.trim() } : { phone },
          usePoints,
        });
      } catch (e) {
        // Inside the single flight: no second click gets through before the check has started.
        await fail(e);
        return;
      }
      if (answer.next === 'paid') {
        void navigate({ to: '/thank-you', search: { order_id: order.id } });
        return;
      }
      setLeaving(true);
      window.location.assign(
        providerUrl({
          type: method.type,
          orderId: order.id,
          redirectTo: `${window.location.origin}/thank-you`,
          cardId,
        }),
      );
    });

  const payWithErip = () => {
    if (chooseErip.isPending) return;
    chooseErip.mutate(order.id, {
      onSuccess: () => void navigate({ to: '/erip/$orderId', params: { orderId: String(order.id) } }),
      onError: (e) => {
        if (e instanceof HttpError) showToast(i18n._(ERIP_ERROR), 'error');
      },
    });
  };

  return {
    pay,
    payWithErip,
    busy: accept.isPending || leaving || payCheck.locked,
    problem,
    clearProblem: () => setProblem(null),
    check: payCheck.stage,
    checkNow: payCheck.checkNow,
  };
};
