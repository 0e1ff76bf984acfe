import { Title } from '@mantine/core';
import { InvoicesTable } from '../invoices/InvoicesTable';
import { useSiteTexts } from '../../site/use-site';
import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';

export function MyOrdersPage() {
  const { myOrdersHeading, myInvoicesHeading, myInvoicesCaption, myInvoicesEmpty } = useSiteTexts();
  return (
    <CustomerLayout title={myOrdersHeading}>
      <OwnOrders path="/my-order" pageSize={5} numbered caption={myOrdersHeading} />
      <Title order={2} size="h3" mt="xl" mb="sm">
        {myInvoicesHeading}
      </Title>
      <InvoicesTable view="customer" caption={myInvoicesCaption} empty={myInvoicesEmpty} />
    </CustomerLayout>
  );
}
