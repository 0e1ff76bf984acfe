import { Button, Container, Stack, Text, Title } from '../../../site/ui';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

export function About() {
  const about = first(useSite().about);
  const { aboutEyebrow } = useSiteTexts();
  const points = [about.aboutPointone, about.aboutPointwo, about.aboutPointhree].filter(Boolean);
  return (
    <section id="about-sec" aria-labelledby="about-heading">
      <Container size="lg" py={72}>
        <div className={layout.columns}>
          <div>{about.aboutImgOne && <ResponsiveImage src={about.aboutImgOne} sizes={SIZES.halfColumn} width={540} height={400} h="auto" />}</div>
          <div>
            <Stack>
              <Text tt="uppercase" fw={700} c="brand.8" size="sm">
                {aboutEyebrow}
              </Text>
              <Title id="about-heading" order={2}>
                {about.aboutHeading}
              </Title>
              <Text fw={600}>{about.aboutDetails}</Text>
              <Text c="gray.7">{about.aboutText}</Text>
              {points.length > 0 && (
                <ul className={classes.points}>
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              <Button component="a" href="#contact-sec" w="fit-content">
                Contact Us
              </Button>
            </Stack>
          </div>
        </div>
      </Container>
    </section>
  );
}
