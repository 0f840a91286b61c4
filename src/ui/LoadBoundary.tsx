// Code loaded on demand can fail to arrive (spec §9: 120 s, lib/chunkTimeout.ts). The boundary catches
// that failure where the code was wanted, so only that part shows it, not the whole screen; the failed
// dialog says so and offers to load the page again (the browser keeps a failed or stalled import as it
// is, so a new page is the retry). Domain-free: the caller gives every text.
import { Component, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

type BoundaryProps = { fallback: (error: unknown) => ReactNode; children: ReactNode };

export class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

type DialogProps = {
  title: ReactNode;
  message: string;
  retryLabel: ReactNode;
  closeLabel: string;
  open?: boolean;
  onClose: () => void;
};

/** A dialog whose code did not load: why, and a retry that loads the page again. */
export const LoadFailedDialog = ({
  title,
  message,
  retryLabel,
  closeLabel,
  open = true,
  onClose,
}: DialogProps) => (
  <Dialog open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
    <div className="form">
      <p className="banner banner--error" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => window.location.reload()}
        data-autofocus
      >
        {retryLabel}
      </button>
    </div>
  </Dialog>
);
