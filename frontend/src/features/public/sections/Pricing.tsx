import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PricingRecord } from '@rankwell/api-client';
import { formatPrice } from '../../../site/price';
import { useSite } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

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

function PackageCard({ plan }: { plan: PricingRecord }) {
  const featured = plan.packageName === 'Standard';
  return (
    <div className={`${classes.card} ${classes.package}`} data-border data-shadow data-featured={featured || undefined}>
      <Stack gap="md" h="100%">
        <Title order={3}>{plan.packageName}</Title>
        {featured && <span className={classes.mark}>Most chosen</span>}
        <Text fz={40} fw={800} c="rankwell.8">
          {formatPrice(plan.packagePrice)}
          <Text span c="gray.7" fz="md" fw={500}>
            {' '}
            / month
          </Text>
        </Text>
        <ul className={`${classes.points} ${classes.pointsSmall}`}>{POINTS.map((point) => plan[point] && <li key={point}>{plan[point]}</li>)}</ul>
        <Button component={Link} to={`/order-now/${plan._id}`} fullWidth aria-label={`${plan.packageButtonText}: ${plan.packageName} package`}>
          {plan.packageButtonText}
        </Button>
      </Stack>
    </div>
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
        <div className={`${layout.cards} ${layout.md3}`}>
          {plans.map((plan) => (
            <PackageCard key={plan._id} plan={plan} />
          ))}
        </div>
      </Container>
    </section>
  );
}
