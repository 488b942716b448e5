import { POST_SEPARATOR } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { countChars, describePosts, splitPosts } from '../../src/features/editor/insights/posts';
import { seekSecondsOf, seekToTimestamp } from '../../src/features/editor/insights/seek';

describe('posts', () => {
  it('splits on the blank-line separator and drops empty posts', () => {
    const text = ['First post.', 'Second post\nwith two lines.', '', 'Third.'].join(POST_SEPARATOR);
    expect(splitPosts(text)).toEqual(['First post.', 'Second post\nwith two lines.', 'Third.']);
  });

  it('reads hand-edited separators (spaces on the blank line, Windows line ends)', () => {
    expect(splitPosts('One\r\n\r\nTwo\n  \nThree')).toEqual(['One', 'Two', 'Three']);
    expect(splitPosts(null)).toEqual([]);
    expect(splitPosts('   ')).toEqual([]);
  });

  it('counts user-perceived characters', () => {
    expect(countChars('hello')).toBe(5);
    expect(countChars('👍🏽 ok')).toBe(4);
    expect(countChars('🇫🇷')).toBe(1);
  });

  it('flags tweets over 280 characters, never captions', () => {
    const long = 'x'.repeat(281);
    const exact = 'y'.repeat(280);
    const tweets = describePosts([long, exact].join(POST_SEPARATOR), 'tweet');
    expect(tweets.map((post) => [post.chars, post.overLimit])).toEqual([
      [281, true],
      [280, false],
    ]);
    expect(describePosts(long, 'caption')[0]?.overLimit).toBe(false);
  });
});

describe('timestamp seeking', () => {
  it('reads h:mm:ss and m:ss', () => {
    expect(seekSecondsOf('0:01:05')).toBe(65);
    expect(seekSecondsOf('1:02:03')).toBe(3723);
    expect(seekSecondsOf('2:30')).toBe(150);
  });

  it('does not seek for text that is not a time', () => {
    const seeks: number[] = [];
    expect(seekToTimestamp('soon', (s) => seeks.push(s))).toBe(false);
    expect(seekToTimestamp('0:99:00', (s) => seeks.push(s))).toBe(false);
    expect(seekToTimestamp('0:00:42', (s) => seeks.push(s))).toBe(true);
    expect(seeks).toEqual([42]);
  });
});
