import { describe, expect, it } from 'vitest';
import { matchShortcut, modLabel, SHORTCUTS, type KeyLike } from '../../src/features/editor/input/shortcuts';
import { formatRate, stepRate } from '../../src/features/editor/playback/playback-rate';

const key = (code: string, init: Partial<KeyLike> = {}): KeyLike => ({
  key: '',
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});
const outside = { inField: false, onButton: false };
const inField = { inField: true, onButton: false };
const onButton = { inField: false, onButton: true };

describe('keyboard shortcuts', () => {
  it('matches Ctrl or Cmd combinations, most of them in text fields too', () => {
    expect(matchShortcut(key('Space', { ctrlKey: true }), inField)).toBe('playPause');
    expect(matchShortcut(key('KeyS', { metaKey: true }), inField)).toBe('save');
    expect(matchShortcut(key('KeyF', { ctrlKey: true }), outside)).toBe('find');
    expect(matchShortcut(key('KeyD', { ctrlKey: true }), outside)).toBe('strike');
    expect(matchShortcut(key('KeyD', { ctrlKey: true }), inField)).toBeNull();
    expect(matchShortcut(key('KeyB', { metaKey: true }), inField)).toBe('back');
    expect(matchShortcut(key('Period', { ctrlKey: true }), outside)).toBe('faster');
    expect(matchShortcut(key('Comma', { ctrlKey: true }), outside)).toBe('slower');
  });

  it('plays with a bare Space only outside text fields and buttons', () => {
    expect(matchShortcut(key('Space', { key: ' ' }), outside)).toBe('playPauseSpace');
    expect(matchShortcut(key('Space', { key: ' ' }), inField)).toBeNull();
    expect(matchShortcut(key('Space', { key: ' ' }), onButton)).toBeNull();
  });

  it('opens help with ? outside text fields', () => {
    expect(matchShortcut(key('Slash', { key: '?', shiftKey: true }), outside)).toBe('help');
    expect(matchShortcut(key('Slash', { key: '?', shiftKey: true }), inField)).toBeNull();
  });

  it('leaves other combinations to the browser', () => {
    expect(matchShortcut(key('KeyS'), outside)).toBeNull();
    expect(matchShortcut(key('KeyS', { ctrlKey: true, shiftKey: true }), outside)).toBeNull();
    expect(matchShortcut(key('KeyS', { ctrlKey: true, altKey: true }), outside)).toBeNull();
    expect(matchShortcut(key('KeyT', { ctrlKey: true }), outside)).toBeNull();
  });

  it('lists every shortcut once for the help dialog', () => {
    expect(new Set(SHORTCUTS.map((s) => s.id)).size).toBe(SHORTCUTS.length);
    expect(modLabel('MacIntel')).toBe('⌘');
    expect(modLabel('Win32')).toBe('Ctrl');
  });
});

describe('playback rate', () => {
  it('steps through the listed rates and stops at the ends', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(2, 1)).toBe(4);
    expect(stepRate(4, 1)).toBe(4);
    expect(stepRate(0.5, -1)).toBe(0.5);
  });

  it('steps from a rate not in the list to the nearest one in that direction', () => {
    expect(stepRate(1.1, 1)).toBe(1.25);
    expect(stepRate(1.1, -1)).toBe(1);
    expect(formatRate(1.25)).toBe('1.25x');
  });
});
