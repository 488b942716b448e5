import type { InsightKind, InsightsResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotification } from '../../../shared/notices/NotificationContext';
import { KIND_LABELS } from './insight-labels';
import { isActiveStatus, runOf } from './run-state';

interface Replaced {
  kind: InsightKind;
  /** The person's version, as it was when they agreed to replace it. */
  previous: unknown;
  /** The run's updated_at then: a run finished since has a later one. */
  since: string | undefined;
}

/**
 * docs/product.md#out-of-date-content: once a person's edited version has been replaced by a new
 * one, a notice offers to put theirs back. It appears when the new version is there, not when it
 * was asked for: bringing the old one back earlier would itself be overwritten when the job finishes.
 * A run that fails replaced nothing, so it offers nothing.
 */
export function useReplaceUndo(
  data: InsightsResponse | undefined,
  restore: (kind: InsightKind, previous: unknown) => void,
) {
  const { notify, close } = useNotification();
  const waiting = useRef<Replaced[]>([]);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  const remember = useCallback((replaced: Replaced) => {
    waiting.current = [...waiting.current.filter((other) => other.kind !== replaced.kind), replaced];
  }, []);
  const forget = useCallback((kind: InsightKind) => {
    waiting.current = waiting.current.filter((other) => other.kind !== kind);
  }, []);

  useEffect(() => {
    if (!data) return;
    for (const replaced of waiting.current) {
      const run = runOf(data.runs, replaced.kind);
      if (!run || isActiveStatus(run.status) || run.updated_at === replaced.since) continue;
      forget(replaced.kind);
      if (run.status !== 'processed') continue;
      notify({
        message: `New ${KIND_LABELS[replaced.kind].toLowerCase()} written. Your edited version was replaced.`,
        severity: 'info',
        action: {
          label: 'Undo',
          onClick: () => {
            close();
            restoreRef.current(replaced.kind, replaced.previous);
          },
        },
      });
    }
  }, [data, notify, close, forget]);

  return useMemo(() => ({ remember, forget }), [remember, forget]);
}
