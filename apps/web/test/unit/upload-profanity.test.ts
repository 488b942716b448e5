import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTING,
  PROFANITY_FILTER_OPTIONS,
  uploadProfanityOptions,
} from '../../src/shared/upload/profanity-field';
import { transcribeBody } from '../../src/shared/upload/signed-upload';
import { uploadForm } from '../../src/shared/upload/use-upload';

describe("the upload's profanity filter", () => {
  it('offers the account setting first, named once the profile is read, then every mode', () => {
    expect(uploadProfanityOptions(undefined)[0]).toEqual({ value: ACCOUNT_SETTING, label: 'As in my account' });
    expect(uploadProfanityOptions('remove')[0]!.label).toBe(
      'As in my account: remove it (struck out; restore it in the editor)',
    );
    expect(uploadProfanityOptions('mask').map((o) => o.value)).toEqual([ACCOUNT_SETTING, 'mask', 'remove', 'leave']);
    expect(PROFANITY_FILTER_OPTIONS.map((o) => o.value)).toEqual(['mask', 'remove', 'leave']);
  });

  it('is sent only when chosen, in the form and in the transcribe call alike', () => {
    const file = new File(['x'], 'a.mp3');
    expect(uploadForm({ file, title: 't', speakers: null, profanityFilter: 'leave' }).get('profanity_filter')).toBe(
      'leave',
    );
    expect(uploadForm({ file, title: 't', speakers: null, profanityFilter: null }).has('profanity_filter')).toBe(false);
    expect(transcribeBody('k', { title: 't', speakers: null, profanityFilter: 'remove' })).toMatchObject({
      profanity_filter: 'remove',
    });
    expect(transcribeBody('k', { title: 't', speakers: null })).not.toHaveProperty('profanity_filter');
  });
});
