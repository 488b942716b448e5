import { EditError } from './errors.js';

/** Geopolitical entities are not shown or edited (docs/product.md#entities): the type is dropped everywhere. */
export const IGNORED_ENTITY_TYPE = 'GPE';

/** docs/product.md#entities: null (highlight disabled) if the selection starts with a space; otherwise trimmed,
 * newlines become spaces, a trailing . , or ? removed. */
export function cleanEntitySelection(selection: string): string | null {
  if (selection.startsWith(' ')) return null;
  const cleaned = selection
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.,?]$/, '')
    .trimEnd();
  return cleaned || null;
}

/** docs/product.md#entities: entity additions strip trailing . ? or ! */
export function cleanEntityAddition(text: string): string {
  return text.replace(/[\s.?!]+$/, '').trim();
}

/** A new map with `phrase` listed under `type`, unless it is empty or already there in any case. */
export function addEntity(entities: Record<string, string[]>, type: string, phrase: string): Record<string, string[]> {
  if (type === IGNORED_ENTITY_TYPE) throw new EditError(`${IGNORED_ENTITY_TYPE} entities are not used.`);
  const trimmed = phrase.trim();
  if (!trimmed) return entities;
  const existing = entities[type] ?? [];
  const lower = trimmed.toLowerCase();
  if (existing.some((p) => p.toLowerCase() === lower)) return entities;
  return { ...entities, [type]: [...existing, trimmed] };
}

/** Colours assigned to entity types in order from the palette (wrapping). */
export function entityColours(entities: Record<string, string[]>, palette: readonly string[]): Record<string, string> {
  const colours: Record<string, string> = {};
  if (palette.length === 0) return colours;
  Object.keys(entities)
    .filter((type) => type !== IGNORED_ENTITY_TYPE)
    .forEach((type, i) => {
      colours[type] = palette[i % palette.length]!;
    });
  return colours;
}
