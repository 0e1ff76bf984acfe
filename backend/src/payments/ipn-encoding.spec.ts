import { describe, expect, it } from '@jest/globals';
import { encodeWindows1252, readNotification } from './ipn-encoding.js';

describe('notification encodings', () => {
  it('reads a windows-1252 message as PayPal sends it by default', () => {
    const raw = 'item_name=M%FCller+%80+Caf%E9&charset=windows-1252&custom=abc';
    expect(readNotification(raw).get('item_name')).toBe('Müller € Café');
  });

  it('reads a UTF-8 message when the message says so', () => {
    expect(readNotification('charset=UTF-8&item_name=M%C3%BCller+%E2%82%AC').get('item_name')).toBe('Müller €');
  });

  it('takes windows-1252 when no charset is named, and an unknown one as windows-1252', () => {
    expect(readNotification('item_name=%E9t%E9').get('item_name')).toBe('été');
    expect(readNotification('charset=x-unknown&item_name=%E9').get('item_name')).toBe('é');
  });

  it('writes windows-1252 bytes that read back the same, with ? for what it lacks', () => {
    const body = encodeWindows1252({ item_name: 'Łódź Müller € 1.000,50', charset: 'windows-1252' });
    expect(body).toBe('item_name=%3F%F3d%3F+M%FCller+%80+1.000%2C50&charset=windows-1252');
    expect(readNotification(body).get('item_name')).toBe('?ód? Müller € 1.000,50');
  });
});
