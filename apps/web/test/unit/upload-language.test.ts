import { describe, expect, it } from 'vitest';
import { AUTOMATIC, COMMON_LANGUAGES, languageHelp, languageOptions } from '../../src/shared/upload/language-field';
import { transcribeBody } from '../../src/shared/upload/signed-upload';
import { uploadForm } from '../../src/shared/upload/use-upload';

describe("the upload's language", () => {
  it('offers automatic and English alone when the engine knows English only', () => {
    expect(languageOptions(['en'])).toEqual([
      { value: AUTOMATIC, label: 'Automatic (English)' },
      { value: 'en', label: 'English' },
    ]);
    expect(languageHelp(['en'])).toBe("This server's speech engine recognises English only.");
  });

  it('offers the common languages, by name, when the engine takes any', () => {
    const options = languageOptions(null);
    expect(options[0]).toEqual({ value: AUTOMATIC, label: 'Automatic' });
    expect(options.slice(1).map((o) => o.value)).toEqual([...COMMON_LANGUAGES]);
    expect(options.find((o) => o.value === 'pt')?.label).toBe('Portuguese');
  });

  it('is sent only when chosen, in the form and in the transcribe call alike', () => {
    const file = new File(['x'], 'a.mp3');
    expect(uploadForm({ file, title: 't', speakers: null, language: 'fr' }).get('language')).toBe('fr');
    expect(uploadForm({ file, title: 't', speakers: null, language: null }).has('language')).toBe(false);
    expect(transcribeBody('k', { title: 't', speakers: null, language: 'fr' })).toMatchObject({ language: 'fr' });
    expect(transcribeBody('k', { title: 't', speakers: null })).not.toHaveProperty('language');
  });
});
