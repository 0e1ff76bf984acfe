import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderAdminRoute } from '../../../test/admin-route';
import { answer } from '../../../test/answer';
import { OrdersService, type OrderRecord, type ReceiptDto } from '../../api/client';
import { PaymentStatusScreen } from './PaymentStatusScreen';

const order = (paymentStatus: OrderRecord['paymentStatus']) =>
  ({
    _id: 'o1',
    billing: 'once',
    createdAt: '2026-03-01T10:00:00.000Z',
    currency: 'USD',
    customerAddress: '2 Leith Walk, Edinburgh',
    customerCompany: null,
    customerCountry: 'GB',
    customerEmail: 'bob@example.com',
    customerName: 'Bob Buyer',
    customerVatNumber: null,
    orderDate: '03/01/26',
    orderStatus: 'Pending',
    packageId: 'p1',
    packageName: 'Standard',
    packagePrice: 499,
    paymentStatus,
    vatRate: 0,
    taxNote: null,
    viesStatus: null,
  }) as unknown as OrderRecord;

const receipt = (transactionId: string | null) =>
  ({
    order: order('Paid'),
    seller: { name: 'Northpeak Search', address: null, taxId: null },
    paymentMethod: 'PayPal',
    transactionId,
    paidAt: null,
    amount: 499,
    currency: 'USD',
  }) as ReceiptDto;

afterEach(() => {
  jest.restoreAllMocks();
});

const open = () => renderAdminRoute('/admin/payment-status/$id', PaymentStatusScreen, '/admin/payment-status/o1');

describe('the admin order page', () => {
  it('shows the PayPal transaction id of the payment that paid the order', async () => {
    jest.spyOn(OrdersService, 'getOrder').mockImplementation(() => answer(order('Paid')));
    jest.spyOn(OrdersService, 'getReceipt').mockImplementation(() => answer(receipt('8MC585209K746392H')));
    open();
    expect(await screen.findByTestId('order-transaction')).toHaveTextContent('PayPal transaction ID: 8MC585209K746392H');
  });

  it('says an order marked Paid by hand has no PayPal payment', async () => {
    jest.spyOn(OrdersService, 'getOrder').mockImplementation(() => answer(order('Paid')));
    jest.spyOn(OrdersService, 'getReceipt').mockImplementation(() => answer(receipt(null)));
    open();
    expect(await screen.findByTestId('order-transaction')).toHaveTextContent('No PayPal payment: marked Paid by hand');
  });

  it('asks for no receipt while the order is unpaid', async () => {
    jest.spyOn(OrdersService, 'getOrder').mockImplementation(() => answer(order('UnPaid')));
    const receipts = jest.spyOn(OrdersService, 'getReceipt');
    open();
    await screen.findByRole('heading', { name: 'Update order' });
    expect(screen.queryByTestId('order-transaction')).toBeNull();
    expect(receipts).not.toHaveBeenCalled();
  });
});
