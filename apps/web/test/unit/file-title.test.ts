import { RenameFileRequest, TEXT_LIMITS } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { titleChanged, titleProblem } from '../../src/shared/files/title-input';

describe('titleProblem', () => {
  it('agrees with the server on what a title may be', () => {
    const cases = [
      'Episode 12',
      '  padded  ',
      '',
      '   ',
      '\t\n',
      'x'.repeat(TEXT_LIMITS.title),
      'x'.repeat(TEXT_LIMITS.title + 1),
      'bell\u0007',
      'tab\tis fine',
    ];
    for (const text of cases) {
      const accepted = RenameFileRequest.safeParse({ new_title: text }).success;
      expect(titleProblem(text) === null, JSON.stringify(text)).toBe(accepted);
    }
  });

  it('says what is wrong in words a person can act on', () => {
    expect(titleProblem('  ')).toBe('Give the file a title.');
    expect(titleProblem('x'.repeat(301))).toBe('At most 300 characters.');
    expect(titleProblem('a\u0000b')).toMatch(/^This title contains a control character \(U\+0000\)/);
  });
});

describe('titleChanged', () => {
  it('compares the title as it would be stored (trimmed)', () => {
    expect(titleChanged(' Show ', 'Show')).toBe(false);
    expect(titleChanged('Show 2', 'Show')).toBe(true);
  });
});
