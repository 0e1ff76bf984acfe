import { Card, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';

export function Services() {
  const site = useSite();
  const text = first(site.serviceText);
  return (
    <section id="services-sec" aria-labelledby="services-heading">
      <Container size="lg" py={72}>
        <SectionHeading id="services-heading" label="Services" heading={text.serviceHeading} intro={text.servicesubHeading} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {(site.serviceItems ?? []).map((item) => (
            <Card key={item._id} withBorder padding="lg" shadow="xs">
              {item.serviceIcon && <Image src={item.serviceIcon} alt="" width={48} height={48} w={48} h={48} loading="lazy" mb="md" />}
              <Title order={3} size="h4" mb="xs">
                {item.serviceTitle}
              </Title>
              <Text c="gray.7" size="sm">
                {item.serviceDetails}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
