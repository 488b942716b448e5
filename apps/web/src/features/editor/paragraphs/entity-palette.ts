import { IGNORED_ENTITY_TYPE } from '@scriptloom/transcript';
/**
 * Background colours for entity highlights, assigned to entity types in order (entityColours).
 * Light tints: the transcript's dark text keeps a contrast ratio above 7:1 on every one, and
 * neighbouring colours differ in hue enough to tell apart. No blue: that is the playing word's
 * highlight. Colour is never the only cue: each highlighted word also names its type in its tooltip.
 */
export const ENTITY_PALETTE = [
  '#FFE7A3', // amber
  '#D4F2CF', // green
  '#FAD4E0', // pink
  '#E9DCFF', // lavender
  '#FFDCC2', // peach
  '#C9EFEA', // teal
  '#EDE6CC', // sand
  '#E6F5B8', // lime
] as const;

/** Types offered when adding an entity, before the document's own ones (docs/product.md#entities). */
export const DEFAULT_ENTITY_TYPES = ['PERSON', 'ORG', 'LOC', 'PRODUCT', 'EVENT'] as const;

/** The defaults and the document's own types, each once, GPE excluded (not shown or edited). */
export function entityTypeChoices(entities: Record<string, string[]>): string[] {
  const choices: string[] = [...DEFAULT_ENTITY_TYPES];
  for (const type of Object.keys(entities))
    if (type !== IGNORED_ENTITY_TYPE && !choices.includes(type)) choices.push(type);
  return choices;
}

/** What a person reads for the codes the insight engines and spaCy-style models use; the codes are stored. */
const ENTITY_TYPE_NAMES: Readonly<Record<string, string>> = {
  PERSON: 'Person',
  PER: 'Person',
  ORG: 'Organisation',
  LOC: 'Place',
  FAC: 'Building or facility',
  PRODUCT: 'Product',
  EVENT: 'Event',
  DATE: 'Date',
  TIME: 'Time',
  NORP: 'Nationality or group',
  WORK_OF_ART: 'Creative work',
  LAW: 'Law',
  LANGUAGE: 'Language',
  MONEY: 'Money',
  PERCENT: 'Percentage',
  QUANTITY: 'Quantity',
  ORDINAL: 'Ordinal',
  CARDINAL: 'Number',
  MISC: 'Other',
};

/** A type's name in words: a known code's name, else the code as a phrase (`CUSTOM_TYPE` → "Custom type"). */
export function entityTypeName(type: string): string {
  const known = ENTITY_TYPE_NAMES[type];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}
