import { Button, Container, Stack, Text, Title } from '../../../site/ui';
import { Link } from '@tanstack/react-router';
import type { PricingRecord } from '@rankwell/api-client';
import { PACKAGE_POINTS, formatPrice, packageAnchor } from '../../../site/price';
import { useSite, useSiteTexts } from '../../../site/use-site';
import type { SiteTexts } from '../../../site/brand';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

function PackageCard({ plan, texts }: { plan: PricingRecord; texts: SiteTexts }) {
  const featured =
    Boolean(texts.featuredPackage && texts.featuredBadge) && plan.packageName.trim().toLowerCase() === texts.featuredPackage.trim().toLowerCase();
  return (
    <div id={packageAnchor(plan.packageName)} className={`${classes.card} ${classes.package}`} data-border data-shadow data-featured={featured || undefined}>
      <Stack gap="md" h="100%">
        <Title order={3}>{plan.packageName}</Title>
        {featured && <span className={classes.mark}>{texts.featuredBadge}</span>}
        <Text fz={40} fw={800} c="brand.8">
          {formatPrice(plan.packagePrice)}
          {texts.pricePeriod && (
            <Text span c="gray.7" fz="md" fw={500}>
              {' '}
              {texts.pricePeriod}
            </Text>
          )}
        </Text>
        <ul className={`${classes.points} ${classes.pointsSmall}`}>{PACKAGE_POINTS.map((point) => plan[point] && <li key={point}>{plan[point]}</li>)}</ul>
        <Button component={Link} to={`/order-now/${plan._id}`} fullWidth aria-label={`${plan.packageButtonText}: ${plan.packageName} package`}>
          {plan.packageButtonText}
        </Button>
      </Stack>
    </div>
  );
}

export function Pricing() {
  const plans = useSite().pricings ?? [];
  const texts = useSiteTexts();
  return (
    <section id="pricing-sec" aria-labelledby="pricing-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="pricing-heading" eyebrow="pricingEyebrow" heading={texts.pricingHeading} intro={texts.pricingIntro} />
        <div className={`${layout.cards} ${layout.md3}`}>
          {plans.map((plan) => (
            <PackageCard key={plan._id} plan={plan} texts={texts} />
          ))}
        </div>
      </Container>
    </section>
  );
}
