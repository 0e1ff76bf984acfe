import { Accordion, Anchor, Avatar, Box, Button, Card, Container, Grid, Image, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import { TEXTS } from '../../../texts';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';

/** Step numbers render only when they are exactly 01, 02, 03 or 04. */
const STEP_NUMBERS = new Set(['01', '02', '03', '04']);

export function VideoSection() {
  const site = useSite();
  const video = first(site.video);
  if (!video.headingVideo) return null;
  return (
    <section aria-labelledby="video-heading" className={classes.tinted}>
      <Container size="lg" py={72}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Anchor href={video.videoLink} aria-label={`Watch: ${video.headingVideo}`} rel="noopener noreferrer">
              {video.videoImage && <Image src={video.videoImage} alt="" width={540} height={360} loading="lazy" radius="md" />}
            </Anchor>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title id="video-heading" order={2} mb="lg">
              {video.headingVideo}
            </Title>
            <Stack>
              {(site.videoItems ?? []).map((item) => (
                <Stack key={item._id} gap={2}>
                  <Title order={3} size="h5">
                    {item.videoItemTitle}
                  </Title>
                  <Text c="gray.7" size="sm">
                    {item.videoItemDetails}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

export function WorkSteps() {
  const site = useSite();
  const work = first(site.worksec);
  const steps = site.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="work-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="work-heading" label="Process" heading={work.workHeading} intro={work.workText} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {steps.map((step) => (
            <Card key={step._id} withBorder padding="lg">
              {STEP_NUMBERS.has(step.stepNumber) && (
                <Text fz={32} fw={800} c="rankwell.8" aria-label={`Step ${step.stepNumber}`}>
                  {step.stepNumber}
                </Text>
              )}
              <Title order={3} size="h4" my="xs">
                {step.stepTitle}
              </Title>
              <Text c="gray.7" size="sm">
                {step.stepDetails}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function Features() {
  const site = useSite();
  const text = first(site.featuresText);
  const items = site.featureItems ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="features-heading" className={classes.tinted}>
      <Container size="lg" py={72}>
        <SectionHeading id="features-heading" label="Why Rankwell" heading={text.FeaturesHeading} intro={text.FeaturesText} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {items.map((item) => (
            <Card key={item._id} padding="lg" shadow="xs">
              {item.FeaturesIcon && <Image src={item.FeaturesIcon} alt="" width={40} height={40} w={40} h={40} loading="lazy" mb="sm" />}
              <Title order={3} size="h4" mb="xs">
                {item.FeaturesText}
              </Title>
              <Text c="gray.7" size="sm">
                {item.FeaturesDesc}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function Faq() {
  const site = useSite();
  const text = first(site.faq);
  const items = site.faqItems ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading">
      <Container size="md" py={72}>
        <SectionHeading id="faq-heading" label="FAQ" heading={text.faqHeading} intro={text.faqText} />
        <Accordion variant="separated">
          {items.map((item) => (
            <Accordion.Item key={item._id} value={item._id}>
              <Accordion.Control>{item.accodingTitle}</Accordion.Control>
              <Accordion.Panel>{item.accodingText}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

export function Testimonials() {
  const site = useSite();
  const text = first(site.testimonialText);
  const items = site.testimonials ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className={classes.tinted}>
      <Container size="lg" py={72}>
        <SectionHeading id="testimonials-heading" label="Testimonials" heading={text.testimonialHeading} intro={text.testimonialText} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {items.map((item) => (
            <Card key={item._id} padding="lg" shadow="xs" component="figure" m={0}>
              <Text component="blockquote" m={0} c="gray.8">
                “{item.desc}”
              </Text>
              <Box component="figcaption" mt="md" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Avatar src={item.image} alt="" size={48} />
                <div>
                  <Text fw={700}>{item.personName}</Text>
                  <Text size="sm" c="gray.7">
                    {item.personTitle}
                  </Text>
                </div>
              </Box>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

/** A scroll-snap carousel: 4, 3, 2, 2 and 1 members in view from wide to narrow screens. */
export function Team() {
  const site = useSite();
  const text = first(site.teamText);
  const members = site.teamItems ?? [];
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="team-heading" label="Team" heading={text.teamHeading} intro={text.teamText} />
        <div className={classes.carousel} role="region" aria-roledescription="carousel" aria-label="Team members" tabIndex={0}>
          {members.map((member) => (
            <Card key={member._id} className={classes.slide} padding="lg" withBorder aria-roledescription="slide">
              {member.teamMemberImg && (
                <Image src={member.teamMemberImg} alt={member.teamMemberName ?? ''} width={240} height={240} loading="lazy" radius="md" />
              )}
              <Text fw={700} mt="sm">
                {member.teamMemberName}
              </Text>
              <Text size="sm" c="gray.7">
                {member.teamMemberTitle}
              </Text>
            </Card>
          ))}
        </div>
      </Container>
    </section>
  );
}

/** The service page's skill bars are fixed by the spec at 85, 65 and 79 percent. */
const SKILL_BARS = [85, 65, 79] as const;

export function Experience() {
  const experience = first(useSite().experiences);
  const skills = [experience.skillOneText, experience.skillTwoText, experience.skillThreeText];
  return (
    <section aria-labelledby="experience-heading">
      <Container size="lg" py={72}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <Text tt="uppercase" fw={700} c="rankwell.8" size="sm">
                {experience.experienceText}
              </Text>
              <Title id="experience-heading" order={2}>
                {experience.experienceHeading}
              </Title>
              <Text c="gray.7">{experience.experienceDetails}</Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              {SKILL_BARS.map((width, index) => (
                <div key={width + '-' + index}>
                  <Text size="sm" fw={600}>
                    {skills[index]} {width}%
                  </Text>
                  <Progress value={width} aria-label={`${skills[index]} ${width}%`} />
                </div>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

export function CallToAction() {
  const action = first(useSite().actions);
  return (
    <section aria-labelledby="cta-heading" className={classes.cta}>
      <Container size="md" py={64} ta="center">
        <Title id="cta-heading" order={2} c="white">
          {TEXTS.getEverySingleUpdates}
        </Title>
        <Text c="gray.1" my="md">
          {action.subHeading}
        </Text>
        {action.buttonLink && action.buttonText && (
          <Button component="a" href={action.buttonLink} variant="white" size="md">
            {action.buttonText}
          </Button>
        )}
      </Container>
    </section>
  );
}
