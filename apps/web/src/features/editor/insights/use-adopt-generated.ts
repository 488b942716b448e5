import type { InsightsResponse, ProcessedData } from '@scriptloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { generatedChanges, type GeneratedFields, type GenerationSeen } from './adopt-generated';

/**
 * Hands the editor what insight jobs finish while it is open (generatedChanges decides what is new).
 * Answers fetched before the editor opened are skipped: a cached copy may predate the person's saves.
 */
export function useAdoptGenerated(
  data: InsightsResponse | undefined,
  fulfilledAt: number | undefined,
  loaded: ProcessedData,
  adopt: (fields: GeneratedFields) => void,
) {
  const [openedAt] = useState(() => Date.now());
  const seen = useRef<GenerationSeen | null>(null);
  // The values the editor opened with; later props (a refetched details answer) do not move the baseline.
  const [baseline] = useState(loaded);
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });

  useEffect(() => {
    if (!data || fulfilledAt === undefined || fulfilledAt < openedAt) return;
    const { fields, seen: next } = generatedChanges(seen.current, baseline, data);
    seen.current = next;
    if (Object.keys(fields).length > 0) adoptRef.current(fields);
  }, [data, fulfilledAt, openedAt, baseline]);
}
