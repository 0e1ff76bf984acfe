import { describe, expect, it } from '@jest/globals';
import { describeFocal, focalAfterKey, focalAt } from './focal';

describe('the focal point', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('is the clicked point as a share of the image drawn, kept inside it', () => {
    expect(focalAt(box, 220, 100)).toEqual({ x: 0.3, y: 0.25 });
    expect(focalAt(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(focalAt(box, 900, 400)).toEqual({ x: 1, y: 1 });
    expect(focalAt(box, 50, 0)).toEqual({ x: 0, y: 0 });
    expect(focalAt(box, 233.3333, 50)).toEqual({ x: 0.333, y: 0 });
    expect(focalAt({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves by 5 % with the arrow keys, 1 % with Shift, never off the image; Home centres it', () => {
    const start = { x: 0.5, y: 0.5 };
    expect(focalAfterKey(start, 'ArrowLeft')).toEqual({ x: 0.45, y: 0.5 });
    expect(focalAfterKey(start, 'ArrowRight', true)).toEqual({ x: 0.51, y: 0.5 });
    expect(focalAfterKey(start, 'ArrowUp')).toEqual({ x: 0.5, y: 0.45 });
    expect(focalAfterKey(start, 'ArrowDown')).toEqual({ x: 0.5, y: 0.55 });
    expect(focalAfterKey({ x: 0.98, y: 0.02 }, 'ArrowRight')).toEqual({ x: 1, y: 0.02 });
    expect(focalAfterKey({ x: 0.98, y: 0.02 }, 'ArrowUp')).toEqual({ x: 0.98, y: 0 });
    expect(focalAfterKey({ x: 0.1, y: 0.9 }, 'Home')).toEqual({ x: 0.5, y: 0.5 });
    expect(focalAfterKey(start, 'Enter')).toBeUndefined();
  });

  it('reads out in whole percent', () => {
    expect(describeFocal({ x: 0.304, y: 0.25 })).toBe('30% from the left, 25% from the top');
  });
});
