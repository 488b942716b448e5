import type { AlertColor } from '@mui/material/Alert';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface NotificationAction {
  label: string;
  onClick: () => void;
}

export interface Notification {
  message: string;
  severity?: AlertColor;
  /** Hides after TOAST_AUTO_CLOSE_MS (docs/product.md#notices-and-overlays). */
  autoClose?: boolean;
  /** The action variant: a button such as 'Verify Now'. */
  action?: NotificationAction;
}

interface NotificationContextValue {
  current: (Notification & { id: number }) | null;
  notify: (notification: Notification) => void;
  close: () => void;
}

const NotificationContext = createContext<NotificationContextValue | null>(null);

/**
 * The second bottom-right notice (docs/product.md#notices-and-overlays), driven by React context rather than redux: it carries
 * callbacks (the action button), which do not belong in serialisable store state.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<NotificationContextValue['current']>(null);
  const notify = useCallback((notification: Notification) => {
    setCurrent((previous) => ({ ...notification, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, notify, close }), [current, notify, close]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

export function useNotification(): NotificationContextValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error('useNotification must be used inside <NotificationProvider>.');
  return value;
}
