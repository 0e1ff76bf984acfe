import { Container, Title } from '@mantine/core';
import { PublicLayout } from '../../layout/PublicLayout';

function Placeholder({ title }: { title: string }) {
  return (
    <PublicLayout>
      <Container size="lg" py={48}>
        <Title order={1}>{title}</Title>
      </Container>
    </PublicLayout>
  );
}

export const DashboardPage = () => <Placeholder title="Dashboard" />;
export const OrderNowPage = () => <Placeholder title="Buying Your SEO Plan" />;
export const PendingOrdersPage = () => <Placeholder title="Pending orders" />;
export const MyOrdersPage = () => <Placeholder title="My orders" />;
export const PayNowPage = () => <Placeholder title="Pay now" />;
export const OrderCancelledPage = () => <Placeholder title="Payment cancelled" />;
export const ReceivedPaymentPage = () => <Placeholder title="Payment received" />;
