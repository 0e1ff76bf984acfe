import { describe, expect, it } from '@jest/globals';
import { fillIn } from './fill-in';

describe('a Fixed text with placeholders', () => {
  it('puts each value where the owner wrote its name, as often as it is written', () => {
    expect(fillIn('Page {page} of {pages}; yes, {page}', { page: 2, pages: 5 })).toBe('Page 2 of 5; yes, 2');
  });

  it('takes a value as it is, even one replace() would read as a pattern', () => {
    expect(fillIn('We sent a link to {email}.', { email: "a$&b$'@example.com" })).toBe("We sent a link to a$&b$'@example.com.");
  });

  it('leaves a placeholder it has no value for, and a text without any, as written', () => {
    expect(fillIn('Hello {name}, see {toString}', {})).toBe('Hello {name}, see {toString}');
    expect(fillIn('Plain text', { page: 1 })).toBe('Plain text');
  });
});
