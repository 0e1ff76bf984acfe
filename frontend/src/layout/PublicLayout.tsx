import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Box component="main" id="main">
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
