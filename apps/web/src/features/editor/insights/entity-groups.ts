import { IGNORED_ENTITY_TYPE } from '@scriptloom/transcript';

export interface EntityGroup {
  label: string;
  entities: { type: string; phrase: string }[];
}

const PEOPLE = new Set(['PERSON', 'PER']);
const ORGANISATIONS = new Set(['ORG']);

/**
 * The entity panel's groups: people, organisations, then every other type together (each phrase
 * keeps its own type). GPE is never shown (docs/product.md#entities), even if an older document still holds it. Empty
 * groups are left out.
 */
export function groupEntities(entities: Record<string, string[]>): EntityGroup[] {
  const groups: EntityGroup[] = [
    { label: 'People', entities: [] },
    { label: 'Organisations', entities: [] },
    { label: 'Others', entities: [] },
  ];
  for (const [type, phrases] of Object.entries(entities)) {
    if (type === IGNORED_ENTITY_TYPE) continue;
    const group = PEOPLE.has(type) ? groups[0]! : ORGANISATIONS.has(type) ? groups[1]! : groups[2]!;
    for (const phrase of phrases) {
      if (!group.entities.some((entity) => entity.type === type && entity.phrase === phrase))
        group.entities.push({ type, phrase });
    }
  }
  return groups.filter((group) => group.entities.length > 0);
}
