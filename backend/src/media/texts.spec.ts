import { describe, expect, it } from '@jest/globals';
import { MAX_MESSAGE_LENGTH } from '../common/all-exceptions.filter.js';
import { MEDIA_TEXTS } from './texts.js';

describe('the message refusing to delete an image in use', () => {
  it('names every use when they fit', () => {
    expect(MEDIA_TEXTS.inUse('team', ['Banner › Image URL', 'Team members › Photo URL (Daniel Kim)'])).toBe(
      '“team” is used by Banner › Image URL, Team members › Photo URL (Daniel Kim)',
    );
  });

  it('names as many uses as fit in an error message and counts the rest, instead of being cut mid-word', () => {
    const uses = Array.from({ length: 12 }, (_, index) => `Blog posts › Cover image (Post number ${index + 1})`);
    const message = MEDIA_TEXTS.inUse('cover', uses);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    const named = message
      .slice('“cover” is used by '.length)
      .replace(/ and \d+ more$/, '')
      .split(', ');
    expect(named).toEqual(uses.slice(0, named.length));
    expect(named.length).toBeGreaterThan(1);
    expect(message).toMatch(new RegExp(` and ${uses.length - named.length} more$`));
    // One more use named would not have fitted.
    expect(`“cover” is used by ${uses.slice(0, named.length + 1).join(', ')} and ${uses.length - named.length - 1} more`.length).toBeGreaterThan(
      MAX_MESSAGE_LENGTH,
    );
  });

  it('always names the first use, however long', () => {
    const long = `Pages › Body (${'A very long page title '.repeat(10)})`;
    expect(MEDIA_TEXTS.inUse('x', [long, 'Banner › Image URL'])).toBe(`“x” is used by ${long} and 1 more`);
  });
});
