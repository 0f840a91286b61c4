// The kept view answers the first tap (issue 42 point 4): a code tapped on the start view before the app
// has taken its place is remembered, and the app opens gate mode on it when it takes over
// (gate-start/handover.ts), instead of the tap being lost. Only the codes' buttons answer (they carry
// `data-gate`, "<order id>:<code key>", features/orders/OrderParts.tsx); the view stays inert, so the
// tap is placed by its coordinates. A tapped code is marked, so the customer sees it was taken.
import { askGate } from '../gate-start/handover.ts';

const GATE = /^(\d+):([\w-]+)$/;

/** Listens for taps on `view`'s codes until `view` leaves the page. */
export const answerTaps = (view: HTMLElement): void => {
  const onTap = (e: MouseEvent) => {
    if (!view.isConnected) {
      document.removeEventListener('click', onTap, true);
      return;
    }
    for (const button of view.querySelectorAll<HTMLElement>('[data-gate]')) {
      const box = button.getBoundingClientRect();
      const found = GATE.exec(button.dataset.gate ?? '');
      if (
        !found ||
        e.clientX < box.left ||
        e.clientX > box.right ||
        e.clientY < box.top ||
        e.clientY > box.bottom
      )
        continue;
      for (const marked of view.querySelectorAll('.start-view__tapped'))
        marked.classList.remove('start-view__tapped');
      button.classList.add('start-view__tapped');
      askGate({ orderId: Number(found[1]), key: found[2] ?? '' });
      return;
    }
  };
  document.addEventListener('click', onTap, true);
};
