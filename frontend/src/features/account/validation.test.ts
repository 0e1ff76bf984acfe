import { describe, expect, it } from '@jest/globals';
import { emailError, passwordError } from './validation';

describe('sign-in rules, as the API enforces them', () => {
  it.each([
    ['', 'Email is Required'],
    ['   ', 'Email is Required'],
    ['ab@c1.io', 'Provide a Valid Email'],
    ['plainly not an address', 'Provide a Valid Email'],
    ['anna@example.com', null],
  ])('email %j → %s', (email, expected) => expect(emailError(email)).toBe(expected));

  it.each([
    ['', 'Password is Required'],
    ['12345', 'Minimum 6 Characters'],
    ['123456', null],
  ])('password %j → %s', (password, expected) => expect(passwordError(password)).toBe(expected));
});
