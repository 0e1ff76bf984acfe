import { Stack, Text, Title } from '@mantine/core';

/** The small label, heading and intro that open every section. */
export function SectionHeading({ id, label, heading, intro }: { id: string; label?: string; heading?: string; intro?: string }) {
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
