/** Entity groups worth naming in show notes ("Mentioned"): people and organisations, not places. */
const MENTION_GROUPS: { label: string; types: string[] }[] = [
  { label: 'People', types: ['PERSON', 'PER', 'PEOPLE'] },
  { label: 'Organisations', types: ['ORG', 'ORGANIZATION', 'ORGANISATION', 'ORGANIZATIONS', 'ORGANISATIONS'] },
];

/** The mentioned people and organisations, each group with its phrases (empty groups left out). */
export function mentionGroups(entities: Record<string, string[]>): { label: string; phrases: string[] }[] {
  return MENTION_GROUPS.map(({ label, types }) => {
    const seen = new Set<string>();
    const phrases: string[] = [];
    for (const [type, list] of Object.entries(entities)) {
      if (!types.includes(type.toUpperCase())) continue;
      for (const phrase of list) {
        if (seen.has(phrase.toLowerCase())) continue;
        seen.add(phrase.toLowerCase());
        phrases.push(phrase);
      }
    }
    return { label, phrases };
  }).filter((g) => g.phrases.length > 0);
}
