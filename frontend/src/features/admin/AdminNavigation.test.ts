import { describe, expect, it } from '@jest/globals';
import { unreadLabel } from './AdminNavigation';

describe('the unread badge', () => {
  it('shows the count in full up to 99, then 99+', () => {
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(10)).toBe('10');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
