import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import classes from './PublicLayout.module.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
