import { COMMENT_INIT_DELAY_MS, ENTITY_INIT_DELAY_MS } from '@scriptloom/contracts';
import { createEntityMatcher, entityColours } from '@scriptloom/transcript';
import { useMemo } from 'react';
import type { EditorDoc } from '../state/types';
import { ENTITY_PALETTE } from './entity-palette';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * What the paragraphs show on top of their words, each switched on a moment after the page opens
 * (see useDelayedFlag): entity highlights and comments. The colours are there at once, for the
 * entities panel.
 */
export function useStagedExtras(entities: EditorDoc['entities']) {
  const entitiesOn = useDelayedFlag(ENTITY_INIT_DELAY_MS);
  const showComments = useDelayedFlag(COMMENT_INIT_DELAY_MS);
  const entityMatcher = useMemo(() => (entitiesOn ? createEntityMatcher(entities) : null), [entitiesOn, entities]);
  const colours = useMemo(() => entityColours(entities, ENTITY_PALETTE), [entities]);
  return { entityMatcher, colours, showComments };
}
