import { describe, expect, it } from 'vitest';
import { uploadRefusal } from '../../src/shared/upload/upload-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('uploadRefusal', () => {
  it('takes a recording by its reported type or, without one, by its name', () => {
    expect(uploadRefusal(file('talk.bin', 'audio/mpeg'), 'free')).toBeNull();
    expect(uploadRefusal(file('clip.data', 'video/mp4'), 'free')).toBeNull();
    expect(uploadRefusal(file('Episode 1.M4A', ''), 'free')).toBeNull();
    expect(uploadRefusal(file('show.mkv', ''), null)).toBeNull();
  });

  it('refuses what is not a recording with the words the server uses', () => {
    const refusal = 'This file is not an audio or video file we can read.';
    expect(uploadRefusal(file('notes.txt', 'text/plain'), 'free')).toBe(refusal);
    expect(uploadRefusal(file('cover.png', 'image/png'), 'professional_monthly')).toBe(refusal);
    expect(uploadRefusal(file('noextension', ''), null)).toBe(refusal);
  });

  it("refuses a file over the plan's size with the server's words", () => {
    expect(uploadRefusal(file('long.mp3', 'audio/mpeg', 250_000_001), 'free')).toBe(
      'This file is larger than the 250 MB your Flexi Free plan allows.',
    );
    expect(uploadRefusal(file('long.mp3', 'audio/mpeg', 250_000_000), 'free')).toBeNull();
    expect(uploadRefusal(file('long.mp3', 'audio/mpeg', 1_000_000_001), 'hobbyist_yearly')).toBe(
      'This file is larger than the 1,000 MB your Hobbyist plan allows.',
    );
    // No size limit on Professional; with the plan not known yet, only the type is checked.
    expect(uploadRefusal(file('huge.mp4', 'video/mp4', 5_000_000_000), 'professional_yearly')).toBeNull();
    expect(uploadRefusal(file('huge.mp4', 'video/mp4', 5_000_000_000), null)).toBeNull();
  });
});
