import { Fragment, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/** What every mail shows of the agency, read from Brand & site, the logo, the contact record and the business details. */
export interface MailBrand {
  siteName: string;
  /** the name the footer signs with: the legal name when the agency gave one */
  signature: string;
  /** absolute, so mail clients can load it */
  logoUrl?: string;
  /** a colour white text reads on at WCAG AA (the button's label, the header's band) */
  primaryColor: string;
  siteUrl: string;
  /** postal address lines */
  address: string[];
  contactEmail?: string;
  contactPhone?: string;
  /** BCP 47, the Brand & site locale amounts are written in (en-US when none is set) */
  locale?: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2933';
// #52606d on the page's #f4f5f7 reads at 5.9:1, on white at 6.4:1 (WCAG AA for small text).
const MUTED = '#52606d';

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { maxWidth: 600, backgroundColor: '#ffffff', borderRadius: 6, overflow: 'hidden' },
  content: { padding: '8px 32px 24px' },
  heading: { color: INK, fontSize: 22, lineHeight: '30px', fontWeight: 700, margin: '16px 0 8px' },
  text: { color: INK, fontSize: 16, lineHeight: '24px', margin: '12px 0' },
  footer: { padding: '0 32px 24px' },
  footerText: { color: MUTED, fontSize: 13, lineHeight: '20px', margin: '4px 0' },
};

interface LayoutProps {
  brand: MailBrand;
  heading: string;
  /** the inbox's preview line */
  preview: string;
  /** why the reader gets this mail, under the agency's details */
  reason: string;
  /** a mail to a subscriber: its one-click unsubscribe page */
  unsubscribeUrl?: string;
  children: ReactNode;
}

/** The one frame of every mail: the agency's logo and colour on top, its name and address below. */
export function MailLayout({ brand, heading, preview, reason, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={{ ...styles.container, borderTop: `6px solid ${brand.primaryColor}` }}>
          <Section style={{ padding: '24px 32px 0' }} data-skip-in-text="true">
            <Link href={brand.siteUrl} style={{ color: brand.primaryColor, fontSize: 20, fontWeight: 700, textDecoration: 'none' }}>
              {brand.logoUrl ? <Img src={brand.logoUrl} alt={brand.siteName} height={40} style={{ height: 40, width: 'auto', border: 0 }} /> : brand.siteName}
            </Link>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e4e7eb', margin: '0 32px 16px', width: 'auto' }} />
          <Section style={styles.footer}>
            <Text style={{ ...styles.footerText, fontWeight: 700 }}>{brand.signature}</Text>
            {brand.address.map((line, index) => (
              <Text key={index} style={styles.footerText}>
                {line}
              </Text>
            ))}
            {(brand.contactEmail || brand.contactPhone) && (
              <Text style={styles.footerText}>{[brand.contactEmail, brand.contactPhone].filter(Boolean).join(' · ')}</Text>
            )}
            <Text style={styles.footerText}>{reason}</Text>
            {unsubscribeUrl && (
              <Text style={styles.footerText}>
                <Link href={unsubscribeUrl} data-text-link="inline" style={{ color: MUTED, textDecoration: 'underline' }}>
                  Unsubscribe in one click
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph; a line break in the value stays one. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** Someone else's words (a visitor's message), kept as they wrote them, set apart from ours. */
export function Quote({ text, color }: { text: string; color: string }) {
  return (
    <Section style={{ borderLeft: `4px solid ${color}`, backgroundColor: '#f4f5f7', padding: '4px 16px', margin: '12px 0' }}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} style={styles.text}>
          {paragraph.split('\n').map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Section>
  );
}

/** Facts as label and value, one a line (an order's package, price, number). */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Section style={{ margin: '12px 0' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...styles.text, margin: '2px 0' }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/** The mail's call to action; the plain text shows its label and the address on a line of its own. */
export function Action({ href, label, color }: { href: string; label: string; color: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        data-text-link="action"
        style={{ backgroundColor: color, color: '#ffffff', borderRadius: 6, fontSize: 16, fontWeight: 700, padding: '12px 24px', textDecoration: 'none' }}
      >
        {label}
      </Button>
    </Section>
  );
}
