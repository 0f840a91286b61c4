import { dismissToast, useToasts } from '../lib/toast.ts';

type Props = { dismissLabel: string };

/** Renders the global toasts in a live region so screen readers announce them. */
export const Toaster = ({ dismissLabel }: Props) => {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.tone}`} role={t.tone === 'error' ? 'alert' : undefined}>
          <span>{t.text}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={dismissLabel}
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
};
