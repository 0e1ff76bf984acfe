import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PricingRecord } from '@rankwell/api-client';
import { useSite } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';

const POINTS = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
] as const;

export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

function PackageCard({ plan }: { plan: PricingRecord }) {
  const featured = plan.packageName === 'Standard';
  return (
    <Card withBorder padding="xl" shadow={featured ? 'md' : 'xs'} style={featured ? { borderColor: 'var(--mantine-color-rankwell-7)' } : undefined}>
      <Stack gap="md" h="100%">
        <Title order={3}>{plan.packageName}</Title>
        {featured && (
          <Badge variant="light" w="fit-content">
            Most chosen
          </Badge>
        )}
        <Text fz={40} fw={800} c="rankwell.8">
          {formatPrice(plan.packagePrice)}
          <Text span c="gray.7" fz="md" fw={500}>
            {' '}
            / month
          </Text>
        </Text>
        <List spacing={6} size="sm" style={{ flex: 1 }}>
          {POINTS.map((point) => plan[point] && <List.Item key={point}>{plan[point]}</List.Item>)}
        </List>
        <Button component={Link} to={`/order-now/${plan._id}`} fullWidth aria-label={`${plan.packageButtonText}: ${plan.packageName} package`}>
          {plan.packageButtonText}
        </Button>
      </Stack>
    </Card>
  );
}

export function Pricing() {
  const plans = useSite().pricings ?? [];
  return (
    <section id="pricing-sec" aria-labelledby="pricing-heading">
      <Container size="lg" py={72}>
        <SectionHeading
          id="pricing-heading"
          label="Pricing"
          heading="Plans that grow with you"
          intro="Month to month, no long contracts. Pick a package and start this week."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {plans.map((plan) => (
            <PackageCard key={plan._id} plan={plan} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
