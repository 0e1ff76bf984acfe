import { Container, Text, Title } from '../../../site/ui';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

export function Services() {
  const site = useSite();
  const text = first(site.serviceText);
  return (
    <section id="services-sec" aria-labelledby="services-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="services-heading" eyebrow="servicesEyebrow" heading={text.serviceHeading} intro={text.servicesubHeading} />
        <div className={`${layout.cards} ${layout.sm2} ${layout.md3}`}>
          {(site.serviceItems ?? []).map((item) => (
            <div key={item._id} className={classes.card} data-border data-shadow>
              {item.serviceIcon && <ResponsiveImage src={item.serviceIcon} sizes="48px" width={48} height={48} w={48} h={48} sizing="crop" mb="md" />}
              <Title order={3} size="h4" mb="xs">
                {item.serviceTitle}
              </Title>
              <Text c="gray.7" size="sm">
                {item.serviceDetails}
              </Text>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
