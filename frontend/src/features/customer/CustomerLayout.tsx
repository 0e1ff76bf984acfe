import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../layout/PublicLayout';

/** A customer page: the public site's header and footer around its title and content. */
export function CustomerLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <Container size="lg" py={48}>
        <Title order={1} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </PublicLayout>
  );
}
