import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_TEXTS } from '../../site/text-defaults';
import { emailError, passwordError, staffPasswordError } from './validation';

describe('sign-in rules, as the API enforces them', () => {
  it.each([
    ['', 'Email is Required'],
    ['   ', 'Email is Required'],
    ['ab@c1.io', 'Provide a Valid Email'],
    ['plainly not an address', 'Provide a Valid Email'],
    ['anna@example.com', null],
  ])('email %j → %s', (email, expected) => expect(emailError(email, DEFAULT_SITE_TEXTS)).toBe(expected));

  it.each([
    ['', 'Password is Required'],
    ['12345', 'Minimum 6 Characters'],
    ['123456', null],
  ])('password %j → %s', (password, expected) => expect(passwordError(password, DEFAULT_SITE_TEXTS)).toBe(expected));

  it('says what is wrong in the owner’s words (Fixed texts) when they set them', () => {
    const owners = {
      emailRequired: 'Please give your e-mail',
      emailInvalid: 'That is not an e-mail address',
      passwordRequired: 'Please choose a password',
      passwordTooShort: 'At least six characters, please',
    };
    expect([emailError('', owners), emailError('ab@c1.io', owners), passwordError('', owners), passwordError('12345', owners)]).toEqual([
      'Please give your e-mail',
      'That is not an e-mail address',
      'Please choose a password',
      'At least six characters, please',
    ]);
  });

  it.each([
    ['', 'Password is Required'],
    ['12345', 'Minimum 6 Characters'],
    ['eleven-char', 'Members of the team need a password of at least 12 characters.'],
    ['twelve-chars', null],
  ])('a member of the team’s password %j → %s', (password, expected) => expect(staffPasswordError(password, DEFAULT_SITE_TEXTS)).toBe(expected));
});
