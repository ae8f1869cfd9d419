import { describe, expect, it } from 'vitest';
import { menuIntentOf } from './user-menu-parts';

describe('menuIntentOf (the account menu loaded on first use)', () => {
  it('opens the menu on a primary-button press, a click and the menu button keys', () => {
    expect(menuIntentOf({ type: 'pointerdown', button: 0 })).toBe('open');
    expect(menuIntentOf({ type: 'click' })).toBe('open');
    for (const key of ['Enter', ' ', 'ArrowDown', 'ArrowUp']) expect(menuIntentOf({ type: 'keydown', key })).toBe('open');
  });

  it('only fetches the code when the pointer comes over the button, the focus arrives or another button is pressed', () => {
    expect(menuIntentOf({ type: 'pointerenter' })).toBe('preload');
    expect(menuIntentOf({ type: 'focus' })).toBe('preload');
    expect(menuIntentOf({ type: 'pointerdown', button: 2 })).toBe('preload');
    expect(menuIntentOf({ type: 'pointerdown', button: 0, ctrlKey: true })).toBe('preload');
  });

  it('ignores other keys (Tab moves on) and other events', () => {
    expect(menuIntentOf({ type: 'keydown', key: 'Tab' })).toBeNull();
    expect(menuIntentOf({ type: 'keydown', key: 'a' })).toBeNull();
    expect(menuIntentOf({ type: 'pointermove' })).toBeNull();
  });
});
