import type { PricingRecord } from '@rankwell/api-client';
import { Link } from '@tanstack/react-router';
import type { SiteTexts } from '../../../site/brand';
import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import { billingDetails, billingPeriod, formatPrice, packageAnchor } from '../../../site/price';
import text from '../../../site/text.module.css';
import { useBrand, useSite, useSiteTexts } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

function PackageCard({ plan, texts, locale }: { plan: PricingRecord; texts: SiteTexts; locale: string | undefined }) {
  // The package's own mark, or (as before offers had one) the package the site texts name.
  const featured =
    Boolean(texts.featuredBadge) &&
    (plan.featured || (Boolean(texts.featuredPackage) && plan.packageName.trim().toLowerCase() === texts.featuredPackage.trim().toLowerCase()));
  const note = billingPeriod(plan) ?? texts.pricePeriod;
  const details = billingDetails(plan, locale);
  const sectionId = useSectionId();
  return (
    <div
      id={sectionId(packageAnchor(plan.packageName))}
      className={`${classes.card} ${classes.package}`}
      data-border
      data-shadow
      data-featured={featured || undefined}
    >
      <div className={`${layout.stack} ${classes.packageBody}`}>
        <h3 className={text.h3}>{plan.packageName}</h3>
        {featured && <span className={classes.mark}>{texts.featuredBadge}</span>}
        <p className={classes.price}>
          {formatPrice(plan.packagePrice, plan.currency, locale)}
          {note && <span className={classes.period}> {note}</span>}
        </p>
        {details && <p className={classes.period}>{details}</p>}
        {plan.description && <p>{plan.description}</p>}
        {plan.points.length > 0 && (
          <ul className={`${classes.points} ${classes.pointsSmall}`}>
            {plan.points.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        )}
        <Link to="/order-now/$id" params={{ id: plan._id }} className={buttonClass()} aria-label={`${plan.packageButtonText}: ${plan.packageName} package`}>
          {plan.packageButtonText}
        </Link>
      </div>
    </div>
  );
}

export function Pricing() {
  const sectionId = useSectionId();
  const plans = useSite().pricings ?? [];
  const texts = useSiteTexts();
  // Amounts in another currency than the spec's dollars are written the site's way (Brand & site's locale).
  const locale = useBrand().locale || undefined;
  return (
    <section id={sectionId('pricing-sec')} aria-labelledby={sectionId('pricing-heading')}>
      <Container width="wide" className={classes.band}>
        <SectionHeading id={sectionId('pricing-heading')} eyebrow="pricingEyebrow" heading={texts.pricingHeading} intro={texts.pricingIntro} />
        <div className={`${layout.cards} ${layout.md3}`}>
          {plans.map((plan) => (
            <PackageCard key={plan._id} plan={plan} texts={texts} locale={locale} />
          ))}
        </div>
      </Container>
    </section>
  );
}
