import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast, type ToastKind, toastsAtom, toastTimeoutMs } from './toast-store.ts';
import * as styles from './toaster.css.ts';

// Toast titles (docs/product-rules.md §18): SUCCESS, WARNING, ERROR, INFORMATION, translated.
const titles: Record<ToastKind, MessageDescriptor> = {
  success: msg`Success`,
  warning: msg`Warning`,
  error: msg`Error`,
  info: msg`Information`,
};

const icons = { success: CircleCheck, warning: TriangleAlert, error: CircleAlert, info: Info };

function ToastItem({ toast }: { toast: Toast }) {
  const { i18n } = useLingui();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastTimeoutMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  const Icon = icons[toast.kind];
  return (
    <li
      className={styles.kind[toast.kind]}
      role={toast.kind === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className={styles.icon[toast.kind]} size={20} aria-hidden="true" />
      <div>
        <p className={styles.title}>{i18n._(titles[toast.kind])}</p>
        <p className={styles.message}>{toast.message}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismissToast(toast.id)}
        aria-label={i18n._(msg`Dismiss notification`)}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </li>
  );
}

/** Where toasts appear; a polite live region, so each new toast is read out once. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { i18n } = useLingui();
  return (
    <section aria-label={i18n._(msg`Notifications`)}>
      <ol className={styles.region} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
