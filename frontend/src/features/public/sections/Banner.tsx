import { Button, Container, Stack, Text, Title } from '../../../site/ui';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import { first } from '../../../site/types';
import { useBrand, useSite } from '../../../site/use-site';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

export function Banner() {
  const banner = first(useSite().banner);
  const brandName = useBrand().siteName;
  return (
    <section className={classes.banner} aria-labelledby="banner-heading">
      <Container size="lg" className={classes.bannerInner}>
        <div className={layout.columns}>
          <div>
            <Stack gap="lg">
              <Title id="banner-heading" order={1} className={classes.heroTitle}>
                {banner.bannerHeading ?? brandName}
              </Title>
              <Text size="lg" c="gray.7">
                {banner.bannerText}
              </Text>
              {banner.buttonText && banner.buttonURL && (
                <Button component="a" href={banner.buttonURL} size="lg" w="fit-content">
                  {banner.buttonText}
                </Button>
              )}
            </Stack>
          </div>
          <div>{banner.imageOne && <ResponsiveImage src={banner.imageOne} sizes={SIZES.halfColumn} width={560} height={420} h="auto" priority />}</div>
        </div>
      </Container>
    </section>
  );
}
