import { describe, expect, it } from 'vitest';
import { fileName, MAX_STEM_CHARS } from '../src/file-name.js';

describe('fileName', () => {
  it.each([
    ['Episode 7: Ideas & Tools', 'txt', 'Episode 7_ Ideas & Tools.txt'],
    ['a/b\\c<d>e"f|g?h*i', 'srt', 'a_b_c_d_e_f_g_h_i.srt'],
    ['  two\nlines\there  ', 'md', 'two lines here.md'],
    ['bell\u0007and\u0085next', 'csv', 'bell_and_next.csv'],
    ['', 'pdf', 'transcript.pdf'],
    ['   ', 'pdf', 'transcript.pdf'],
    ['???', 'json', 'transcript.json'],
    ['...hidden', 'txt', 'hidden.txt'],
    ['ends with dots...', 'txt', 'ends with dots.txt'],
    ['evil\u202Etxt.exe', 'txt', 'eviltxt.exe.txt'],
    ['CON', 'txt', 'CON_.txt'],
    ['Café déjà vu 🎙️', 'vtt', 'Café déjà vu 🎙️.vtt'],
    ['notes', '.docx', 'notes.docx'],
  ])('%j . %s -> %j', (title, extension, expected) => {
    expect(fileName(title, extension)).toBe(expected);
  });

  it('caps long titles without cutting a character in half', () => {
    const name = fileName('🎙'.repeat(200), 'txt');
    expect(Array.from(name.replace(/\.txt$/, ''))).toHaveLength(MAX_STEM_CHARS);
    // No lone surrogate: the cut fell between characters.
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(fileName(`${'a'.repeat(119)} b`, 'txt')).toBe(`${'a'.repeat(119)}.txt`);
  });
});
