import { Stack, Text, Title } from '../../../site/ui';
import type { SiteTexts } from '../../../site/brand';
import { useSiteTexts } from '../../../site/use-site';

/** The small label (a fixed text of the site, editable), heading and intro that open every section. */
export function SectionHeading({ id, eyebrow, heading, intro }: { id: string; eyebrow: keyof SiteTexts; heading?: string; intro?: string }) {
  const label = useSiteTexts()[eyebrow];
  return (
    <Stack gap={6} align="center" ta="center" mb="xl" maw={720} mx="auto">
      {label && (
        <Text tt="uppercase" fw={700} c="brand.8" size="sm">
          {label}
        </Text>
      )}
      <Title id={id} order={2}>
        {heading}
      </Title>
      {intro && <Text c="gray.7">{intro}</Text>}
    </Stack>
  );
}
