import { Button, Container, Grid, Image, List, Stack, Text, Title } from '@mantine/core';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';

export function About() {
  const about = first(useSite().about);
  const points = [about.aboutPointone, about.aboutPointwo, about.aboutPointhree].filter(Boolean);
  return (
    <section id="about-sec" aria-labelledby="about-heading">
      <Container size="lg" py={72}>
        <Grid align="center" gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            {about.aboutImgOne && <Image src={about.aboutImgOne} alt="" width={540} height={400} loading="lazy" />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <Text tt="uppercase" fw={700} c="rankwell.8" size="sm">
                About
              </Text>
              <Title id="about-heading" order={2}>
                {about.aboutHeading}
              </Title>
              <Text fw={600}>{about.aboutDetails}</Text>
              <Text c="gray.7">{about.aboutText}</Text>
              {points.length > 0 && (
                <List spacing="xs">
                  {points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              )}
              <Button component="a" href="#contact-sec" w="fit-content">
                Contact Us
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
