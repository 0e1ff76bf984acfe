import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries';
import { formatPrice } from '../../site/price';
import { RemoteState } from '../../ui/RemoteState';

export function PricingsScreen() {
  const plans = useQuery(queries.pricings());
  return (
    <Stack>
      <Title order={1}>Pricing</Title>
      <RemoteState remote={plans}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {list.map((plan) => (
              <Card key={plan._id} withBorder padding="lg">
                <Text fw={700}>{plan.packageName}</Text>
                <Text fz={28} fw={800}>
                  {formatPrice(plan.packagePrice)}
                </Text>
                <AnchorLink to="/package-edit/$id" params={{ id: plan._id }} aria-label={`Edit Pricing of ${plan.packageName}`}>
                  Edit Pricing
                </AnchorLink>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </RemoteState>
    </Stack>
  );
}
