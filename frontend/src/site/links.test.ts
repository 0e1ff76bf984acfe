import { describe, expect, it } from '@jest/globals';
import { SAFE_LINKS, UNSAFE_LINKS } from '../../../backend/test/safe-links';
import { safeRedirect } from './links';

// The cases of the content links' rule, whose site paths are the paths this rule follows.
const sitePaths = SAFE_LINKS.filter((link) => link.startsWith('/'));

describe('the page to follow after signing in', () => {
  it.each([...sitePaths, '/dashboard', '/order-now/p1?x=1'])('follows %j', (path) => expect(safeRedirect(path)).toBe(path));
  it.each([undefined, ...UNSAFE_LINKS, ...SAFE_LINKS.filter((link) => !sitePaths.includes(link))])('goes to the dashboard instead of %j', (target) =>
    expect(safeRedirect(target)).toBe('/dashboard'),
  );
});
