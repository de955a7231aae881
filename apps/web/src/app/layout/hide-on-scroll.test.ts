import { describe, expect, it } from 'vitest';
import { nextHiddenState } from './hide-on-scroll';

describe('bottom bar hiding on scroll (200 px threshold)', () => {
  it('stays visible while scrolling down within the first 200 px', () => {
    expect(nextHiddenState(false, 0, 150)).toBe(false);
    expect(nextHiddenState(false, 150, 200)).toBe(false);
  });

  it('hides when scrolling down past 200 px', () => {
    expect(nextHiddenState(false, 180, 240)).toBe(true);
    expect(nextHiddenState(true, 240, 900)).toBe(true);
  });

  it('comes back when scrolling up, or near the top', () => {
    expect(nextHiddenState(true, 900, 850)).toBe(false);
    expect(nextHiddenState(true, 900, 100)).toBe(false);
  });
});
