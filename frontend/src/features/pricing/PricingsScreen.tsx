import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/links';
import { useQuery } from '@tanstack/react-query';
import { PricingService, type PricingRecord } from '../../api/client';
import { billingTerms } from '../../site/price';
import { useBrand, useMoney } from '../../site/use-site';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { pricingKeys, pricingQueries } from './queries';

/** An archived package is off the pricing page and out of new orders; offered again, it is back on both. */
function OfferAgain({ plan }: { plan: PricingRecord }) {
  const offer = useSave({
    action: () => PricingService.unarchivePricing({ id: plan._id }),
    message: `${plan.packageName} is offered again`,
    changes: [pricingKeys.all],
  });
  return (
    <Button variant="light" size="compact-sm" loading={offer.saving} onClick={() => offer.save()} aria-label={`Offer ${plan.packageName} again`}>
      Offer again
    </Button>
  );
}

export function PricingsScreen() {
  const { price } = useMoney();
  const locale = useBrand().locale || undefined;
  const plans = useQuery(pricingQueries.list());
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Pricing</Title>
        <AnchorLink to="/package-new">New package</AnchorLink>
      </Group>
      <RemoteState remote={plans}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {list.map((plan) => (
              <Card key={plan._id} withBorder padding="lg">
                <Group gap="xs">
                  <Text fw={700}>{plan.packageName}</Text>
                  {plan.archivedAt && (
                    <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                      Archived
                    </Badge>
                  )}
                </Group>
                <Text fz={28} fw={800}>
                  {price(plan.packagePrice, plan.currency)}
                </Text>
                <Text size="sm">
                  {billingTerms(plan, locale) ?? 'One payment'}
                  {plan.listed ? '' : ' · Unlisted: ordered through its link'}
                </Text>
                {plan.archivedAt && (
                  <Text size="sm" c="gray.7">
                    Not on the pricing page; its orders keep it.
                  </Text>
                )}
                <Group gap="sm" mt="xs">
                  <AnchorLink to="/package-edit/$id" params={{ id: plan._id }} aria-label={`Edit Pricing of ${plan.packageName}`}>
                    Edit Pricing
                  </AnchorLink>
                  {plan.archivedAt ? (
                    <OfferAgain plan={plan} />
                  ) : (
                    <ConfirmDelete
                      label={`Delete the ${plan.packageName} package`}
                      title={`Delete the ${plan.packageName} package?`}
                      action={() => PricingService.deletePricing({ id: plan._id })}
                      changes={[pricingKeys.all]}
                    >
                      The {plan.packageName} package leaves the pricing page and can no longer be ordered. A package with orders is archived: it leaves the
                      pricing page and stays on its orders, and you can offer it again.
                    </ConfirmDelete>
                  )}
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </RemoteState>
    </Stack>
  );
}
