import { Anchor, Button, Container, Stack, Text, Title } from '../../../site/ui';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import { FixedBar } from './FixedBar';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import layout from '../../../ui/layout.module.css';

/** Step numbers render only when they are exactly 01, 02, 03 or 04. */
const STEP_NUMBERS = new Set(['01', '02', '03', '04']);

export function VideoSection() {
  const site = useSite();
  const video = first(site.video);
  if (!video.headingVideo) return null;
  return (
    <section aria-labelledby="video-heading" className={classes.tinted}>
      <Container size="lg" py={72}>
        <div className={layout.columns}>
          <div>
            <Anchor href={video.videoLink} aria-label={`Watch: ${video.headingVideo}`} rel="noopener noreferrer">
              {video.videoImage && <ResponsiveImage src={video.videoImage} sizes={SIZES.halfColumn} width={540} height={360} h="auto" radius="md" />}
            </Anchor>
          </div>
          <div>
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
          </div>
        </div>
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
        <SectionHeading id="work-heading" eyebrow="processEyebrow" heading={work.workHeading} intro={work.workText} />
        <div className={`${layout.cards} ${layout.sm2} ${layout.md4}`}>
          {steps.map((step) => (
            <div key={step._id} className={classes.card} data-border>
              {STEP_NUMBERS.has(step.stepNumber) && (
                <Text fz={32} fw={800} c="brand.8" aria-label={`Step ${step.stepNumber}`}>
                  {step.stepNumber}
                </Text>
              )}
              <Title order={3} size="h4" my="xs">
                {step.stepTitle}
              </Title>
              <Text c="gray.7" size="sm">
                {step.stepDetails}
              </Text>
            </div>
          ))}
        </div>
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
        <SectionHeading id="features-heading" eyebrow="featuresEyebrow" heading={text.FeaturesHeading} intro={text.FeaturesText} />
        <div className={`${layout.cards} ${layout.md3}`}>
          {items.map((item) => (
            <div key={item._id} className={classes.card} data-shadow>
              {item.FeaturesIcon && <ResponsiveImage src={item.FeaturesIcon} sizes="40px" width={40} height={40} w={40} h={40} sizing="crop" mb="sm" />}
              <Title order={3} size="h4" mb="xs">
                {item.FeaturesText}
              </Title>
              <Text c="gray.7" size="sm">
                {item.FeaturesDesc}
              </Text>
            </div>
          ))}
        </div>
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
        <SectionHeading id="faq-heading" eyebrow="faqEyebrow" heading={text.faqHeading} intro={text.faqText} />
        {/* The browser's own disclosure: no script to open an answer, and answers stay in the page for search engines. */}
        <div className={classes.faq}>
          {items.map((item) => (
            <details key={item._id} className={classes.question}>
              <summary>{item.accodingTitle}</summary>
              <p>{item.accodingText}</p>
            </details>
          ))}
        </div>
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
        <SectionHeading id="testimonials-heading" eyebrow="testimonialsEyebrow" heading={text.testimonialHeading} intro={text.testimonialText} />
        <div className={`${layout.cards} ${layout.md3}`}>
          {items.map((item) => (
            <figure key={item._id} className={classes.card} data-shadow>
              <Text component="blockquote" m={0} c="gray.8">
                “{item.desc}”
              </Text>
              <figcaption className={classes.person}>
                {item.image && <ResponsiveImage src={item.image} sizes="48px" width={48} height={48} sizing="crop" unstyled className={classes.portrait} />}
                <div>
                  <Text fw={700}>{item.personName}</Text>
                  <Text size="sm" c="gray.7">
                    {item.personTitle}
                  </Text>
                </div>
              </figcaption>
            </figure>
          ))}
        </div>
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
        <SectionHeading id="team-heading" eyebrow="teamEyebrow" heading={text.teamHeading} intro={text.teamText} />
        <div className={classes.carousel} role="region" aria-roledescription="carousel" aria-label="Team members" tabIndex={0}>
          {members.map((member) => (
            <div key={member._id} className={`${classes.card} ${classes.slide}`} data-border aria-roledescription="slide">
              {member.teamMemberImg && (
                <ResponsiveImage
                  src={member.teamMemberImg}
                  alt={member.teamMemberName ?? ''}
                  sizes={SIZES.teamCard}
                  width={240}
                  height={240}
                  h="auto"
                  radius="md"
                />
              )}
              <Text fw={700} mt="sm">
                {member.teamMemberName}
              </Text>
              <Text size="sm" c="gray.7">
                {member.teamMemberTitle}
              </Text>
            </div>
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
        <div className={layout.columns}>
          <div>
            <Stack>
              <Text tt="uppercase" fw={700} c="brand.8" size="sm">
                {experience.experienceText}
              </Text>
              <Title id="experience-heading" order={2}>
                {experience.experienceHeading}
              </Title>
              <Text c="gray.7">{experience.experienceDetails}</Text>
            </Stack>
          </div>
          <div>
            <Stack>
              {SKILL_BARS.map((width, index) => (
                <div key={width + '-' + index}>
                  <Text size="sm" fw={600}>
                    {skills[index]} {width}%
                  </Text>
                  <FixedBar percent={width} label={`${skills[index]} ${width}%`} />
                </div>
              ))}
            </Stack>
          </div>
        </div>
      </Container>
    </section>
  );
}

export function CallToAction() {
  const action = first(useSite().actions);
  const texts = useSiteTexts();
  return (
    <section aria-labelledby="cta-heading" className={classes.cta}>
      <Container size="md" py={64} ta="center">
        <Title id="cta-heading" order={2} c="white">
          {texts.newsletterHeading}
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
