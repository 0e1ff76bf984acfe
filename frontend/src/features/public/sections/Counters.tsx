import { Container, Stack, Text, Title } from '../../../site/ui';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import { FixedBar } from './FixedBar';
import layout from '../../../ui/layout.module.css';

/** Progress bar widths are fixed by the spec: 80, 90 and 90. */
const BAR_WIDTHS = [80, 90, 90] as const;

/** `opensPage`: the section is the first of its page (the service page), so its picture is in the first view and not lazy. */
export function Counters({ suffix = '', opensPage = false }: { suffix?: string; opensPage?: boolean }) {
  const counters = first(useSite().counters);
  const figures = [
    { label: counters.happyClientsText, value: counters.happyClientsNumber },
    { label: counters.projectCompleteText, value: counters.projectCompleteNumber },
    { label: counters.yearofExperienceText, value: counters.yearofExperienceNumber },
    { label: counters.winingAwardText, value: counters.winingAwardNumber },
  ].filter((figure) => figure.label && figure.value !== undefined);
  return (
    <section aria-labelledby="counters-heading">
      <Container size="lg" py={72}>
        <div className={layout.columns}>
          <div>
            <Stack>
              <Text tt="uppercase" fw={700} c="brand.8" size="sm">
                {counters.counterSectionText}
              </Text>
              <Title id="counters-heading" order={2}>
                {counters.counterSectionHeading}
              </Title>
              <Text c="gray.7">{counters.counterSectionDec}</Text>
              <div className={layout.figures}>
                {figures.map((figure) => (
                  <div key={figure.label}>
                    <Text fz={36} fw={800} c="brand.8">
                      {figure.value}
                      {suffix}
                    </Text>
                    <Text c="gray.7">{figure.label}</Text>
                  </div>
                ))}
              </div>
              {suffix === '' &&
                figures.slice(0, 3).map((figure, index) => (
                  <div key={`bar-${figure.label}`}>
                    <Text size="sm" fw={600}>
                      {figure.label} {BAR_WIDTHS[index]}%
                    </Text>
                    <FixedBar percent={BAR_WIDTHS[index]} label={`${figure.label} ${BAR_WIDTHS[index]}%`} />
                  </div>
                ))}
            </Stack>
          </div>
          <div>
            {counters.counterSectionImg && (
              <ResponsiveImage src={counters.counterSectionImg} sizes={SIZES.halfColumn} width={540} height={400} h="auto" lazy={!opensPage} />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
