/**
 * The upload's Language choice (docs/product.md#uploads): automatic, or one the server's speech
 * engine recognises. With an engine that takes any language, the common ones are offered.
 */
export const AUTOMATIC = 'auto';

/** Offered when the engine takes any language: the most spoken, and those podcasts are most made in. */
export const COMMON_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'sv',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'hi',
  'ja',
  'ko',
  'zh',
] as const;

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's name in English ("Portuguese"), or its code when it has none. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface LanguageOption {
  value: string;
  label: string;
}

/** The choices: automatic first (naming the language when there is only one), then each language. */
export function languageOptions(languages: readonly string[] | null | undefined): LanguageOption[] {
  const list = languages ?? COMMON_LANGUAGES;
  const automatic = languages?.length === 1 ? `Automatic (${languageName(languages[0]!)})` : 'Automatic';
  return [{ value: AUTOMATIC, label: automatic }, ...list.map((code) => ({ value: code, label: languageName(code) }))];
}

/** The helper text under the choice. */
export function languageHelp(languages: readonly string[] | null | undefined): string {
  if (languages?.length === 1) return `This server's speech engine recognises ${languageName(languages[0]!)} only.`;
  return 'Optional. Automatic lets the speech engine tell the language.';
}
