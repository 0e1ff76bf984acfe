/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type OrderRecord = {
  _id: string;
  createdAt: string;
  customerAddress: string;
  customerCountry: string;
  customerEmail: string;
  customerName: string;
  /**
   * MM/DD/YYYY
   */
  orderDate: string;
  orderStatus: 'Pending' | 'Delivered';
  packageId: string;
  packageName: string;
  /**
   * USD, two decimals
   */
  packagePrice: number;
  paymentStatus: 'UnPaid' | 'Paid' | 'Cancelled';
};

