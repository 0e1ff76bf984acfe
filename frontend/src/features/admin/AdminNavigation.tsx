import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SECTION_PAGE_COPY } from '../sections/page-copy';
import { SECTION_PAGES } from '../sections/placement';
import { messageQueries } from '../messages/queries';
import { useViewer } from '../../site/use-site';
import { mayOpen, navLinks } from './screens';

/** At most two digits fit the round badge; more reads "99+". */
export const unreadLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

function UnreadBadge() {
  const counts = useQuery(messageQueries.counts());
  const unread = counts.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="sm" miw={22} px={6} styles={{ label: { overflow: 'visible' } }} aria-label={`${unread} unread`}>
      {unreadLabel(unread)}
    </Badge>
  );
}

function SiteContentLinks({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [opened, setOpened] = useState(() => SECTION_PAGES.some((page) => page.path === pathname));
  return (
    <NavLink label="Site content" opened={opened} onChange={setOpened} childrenOffset="sm">
      {opened &&
        SECTION_PAGES.map((page) => (
          <NavLink
            key={page.path}
            component={Link}
            to={page.path}
            label={SECTION_PAGE_COPY[page.path].title}
            onClick={onNavigate}
            activeOptions={{ exact: true }}
          />
        ))}
    </NavLink>
  );
}

export function AdminNavigation({ refused, onNavigate }: { refused: boolean; onNavigate: () => void }) {
  const viewer = useViewer();
  const router = useRouter();
  if (refused) {
    return (
      <>
        <NavLink component={Link} to="/dashboard" label="Your dashboard" onClick={onNavigate} />
        <NavLink component={Link} to="/account" label="Your account" onClick={onNavigate} />
        <NavLink component={Link} to="/" label="View site" onClick={onNavigate} />
      </>
    );
  }
  const links = navLinks(Object.values(router.routesById)).filter((link) => mayOpen(viewer, link.to, link.permission));
  return (
    <>
      {links.map((link) => (
        <Fragment key={link.to}>
          {link.site && mayOpen(viewer, '/home-layout') && <SiteContentLinks onNavigate={onNavigate} />}
          <NavLink
            component={Link}
            to={link.to}
            label={link.label}
            rightSection={link.to === '/all-messages' ? <UnreadBadge /> : undefined}
            onClick={onNavigate}
            activeOptions={link.exact ? { exact: true } : undefined}
          />
        </Fragment>
      ))}
      <NavLink component={Link} to="/" label="View site" onClick={onNavigate} />
    </>
  );
}
