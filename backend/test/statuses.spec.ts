import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MESSAGE_STATUSES } from '../src/messages/message.entity.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../src/orders/order.entity.js';
import { USER_ROLES } from '../src/users/admin-user.entity.js';
import { startTestApp, type TestApp } from './harness.js';

/** The values a column's CHECK (column IN (...)) constraint allows, read back from pg_constraint. */
async function allowedValues(t: TestApp, table: string, column: string): Promise<string[]> {
  const rows: { definition: string }[] = await t.app
    .get(DataSource)
    .query(`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'`, [table]);
  // The list's own CHECK: a rule that only mentions the column (the Owner is an Admin) lists nothing.
  const checks = rows.map((row) => row.definition).filter((definition) => definition.includes(`(${column})`) && definition.includes('= ANY ('));
  expect(checks).toHaveLength(1);
  return [...checks[0].matchAll(/'([^']*)'::/g)].map((match) => match[1]);
}

describe('statuses declared in code are the ones the database allows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['customer_order', 'payment_status', PAYMENT_STATUSES],
    ['customer_order', 'order_status', ORDER_STATUSES],
    ['message', 'message_status', MESSAGE_STATUSES],
    ['admin_user', 'user_role', USER_ROLES],
  ])('%s.%s allows exactly the declared list', async (table, column, declared) => {
    expect(await allowedValues(t, table, column)).toEqual([...declared]);
  });
});
