import { describe, expect, it } from '@jest/globals';
import { replyLink } from './reply';

const message = {
  name: 'Ada Lovelace',
  email: 'ada+site@example.com',
  subject: 'Audit for my shop',
  message: 'Hello,\nplease look at shop.example.com & tell me.',
};

describe('the reply link', () => {
  it('addresses the visitor with Re: and their message quoted', () => {
    const link = new URL(replyLink(message, 'Nov 24, 2026, 9:15 AM'));
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('ada+site@example.com');
    const params = new URLSearchParams(link.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Re: Audit for my shop');
    expect(params.get('body')).toBe('\n\nOn Nov 24, 2026, 9:15 AM, Ada Lovelace wrote:\n> Hello,\n> please look at shop.example.com & tell me.');
  });

  it('does not stack Re: on a subject that has one, and encodes spaces as %20, never +', () => {
    const link = replyLink({ ...message, subject: 'RE: follow-up' }, 'today');
    expect(link).toContain('subject=RE%3A%20follow-up');
    expect(link).not.toContain('+');
  });
});
