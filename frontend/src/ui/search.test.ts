import { describe, expect, it } from '@jest/globals';
import { validateMessagesSearch } from '../features/messages/search';
import { validatePanelSearch } from '../features/orders/search';
import { validatePageSearch } from './search';

describe('list state read from the address', () => {
  it('keeps each message box on its own page', () => {
    expect(validateMessagesSearch({ unreadPage: '3', readPage: 2 })).toEqual({ unreadPage: 3, readPage: 2 });
  });

  it('drops what a hand-edited link gets wrong instead of failing the page', () => {
    expect(validatePageSearch({ page: 'two' })).toEqual({});
    expect(validatePageSearch({ page: '-4' })).toEqual({});
    expect(validatePanelSearch({ ordersPage: '2', subscribersPage: [] })).toEqual({ ordersPage: 2 });
  });

  it('leaves page 1 out of the address', () => {
    expect(validatePageSearch({ page: '1' })).toEqual({});
  });
});
