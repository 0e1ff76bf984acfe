import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SECTION_PAGE_COPY } from '../sections/page-copy';
import { SECTION_PAGES } from '../sections/placement';
import { messageQueries } from '../messages/queries';

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
  if (refused) {
    return (
      <>
        <NavLink component={Link} to="/dashboard" label="Your dashboard" onClick={onNavigate} />
        <NavLink component={Link} to="/account" label="Your account" onClick={onNavigate} />
        <NavLink component={Link} to="/" label="View site" onClick={onNavigate} />
      </>
    );
  }
  return (
    <>
      <NavLink component={Link} to="/admin" label="Panel" onClick={onNavigate} activeOptions={{ exact: true }} />
      <NavLink component={Link} to="/setting" label="Site settings" onClick={onNavigate} activeOptions={{ exact: true }} />
      <SiteContentLinks onNavigate={onNavigate} />
      <NavLink component={Link} to="/media" label="Media" onClick={onNavigate} />
      <NavLink component={Link} to="/site-pages" label="Pages" onClick={onNavigate} />
      <NavLink component={Link} to="/menus" label="Menus" onClick={onNavigate} />
      <NavLink component={Link} to="/home-layout" label="Home page" onClick={onNavigate} />
      <NavLink component={Link} to="/blog-posts" label="Blog" onClick={onNavigate} />
      <NavLink component={Link} to="/case-study-admin" label="Case studies" onClick={onNavigate} />
      <NavLink component={Link} to="/redirects" label="Redirects" onClick={onNavigate} />
      <NavLink component={Link} to="/search-appearance" label="Search appearance" onClick={onNavigate} />
      <NavLink component={Link} to="/total-orders" label="Orders" onClick={onNavigate} />
      <NavLink component={Link} to="/retainers" label="Retainers" onClick={onNavigate} />
      <NavLink component={Link} to="/client-projects" label="Client projects" onClick={onNavigate} />
      <NavLink component={Link} to="/invoices" label="Invoices" onClick={onNavigate} />
      <NavLink component={Link} to="/tax-settings" label="Tax settings" onClick={onNavigate} />
      <NavLink component={Link} to="/all-messages" label="Messages" rightSection={<UnreadBadge />} onClick={onNavigate} />
      <NavLink component={Link} to="/audits" label="Audits" onClick={onNavigate} />
      <NavLink component={Link} to="/all-subscriber" label="Subscribers" onClick={onNavigate} />
      <NavLink component={Link} to="/add-user" label="Admin users" onClick={onNavigate} />
      <NavLink component={Link} to="/add-pricing" label="Pricing" onClick={onNavigate} />
      <NavLink component={Link} to="/add-paypal-Email" label="Payment e-mail" onClick={onNavigate} />
      <NavLink component={Link} to="/api-keys" label="API keys" onClick={onNavigate} />
      <NavLink component={Link} to="/webhooks" label="Webhooks" onClick={onNavigate} />
      <NavLink component={Link} to="/audit-log" label="Audit log" onClick={onNavigate} />
      <NavLink component={Link} to="/mail-preview" label="Mail preview" onClick={onNavigate} />
      <NavLink component={Link} to="/" label="View site" onClick={onNavigate} />
    </>
  );
}
