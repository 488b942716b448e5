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

/**
 * The types that own a palette slot, in palette order (docs/product.md#entities): the defaults the
 * editor offers first, then common extra types. PER is the same slot as PERSON.
 */
const ENTITY_COLOUR_ORDER = ['PERSON', 'ORG', 'LOC', 'PRODUCT', 'EVENT', 'DATE', 'NORP', 'WORK_OF_ART'];
const ENTITY_TYPE_ALIASES: Readonly<Record<string, string>> = { PER: 'PERSON' };

/**
 * Each type's palette slot, derived from the type alone: a known type takes its place in
 * ENTITY_COLOUR_ORDER, any other a slot from a hash of its name. Counting the document's types instead
 * would recolour every highlight whenever a type is added, or whenever the stored map comes back with
 * its keys in another order (jsonb sorts them).
 */
export function entityColourSlot(type: string, paletteSize: number): number {
  const canonical = ENTITY_TYPE_ALIASES[type] ?? type;
  const known = ENTITY_COLOUR_ORDER.indexOf(canonical);
  if (known >= 0) return known % paletteSize;
  let hash = 0;
  for (const c of canonical) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
  return hash % paletteSize;
}

/** Each type's colour from the palette (entityColourSlot), GPE left out. */
export function entityColours(entities: Record<string, string[]>, palette: readonly string[]): Record<string, string> {
  const colours: Record<string, string> = {};
  if (palette.length === 0) return colours;
  for (const type of Object.keys(entities)) {
    if (type !== IGNORED_ENTITY_TYPE) colours[type] = palette[entityColourSlot(type, palette.length)]!;
  }
  return colours;
}
