import type { MailBrand } from '../mail/layout.js';
import type { Severity } from './audit-checks.js';

/** How each severity is headed in the report's print and mail. */
export const SEVERITY_HEADINGS: Record<Severity, string> = {
  critical: 'Critical issues',
  warning: 'Warnings',
  notice: 'Notices',
};

export interface AuditCallToAction {
  heading: string;
  text: string;
  label: string;
  url: string;
  /** the agency's e-mail and phone, when the site names them */
  contact?: string;
}

/** The agency's offer beneath every report (PDF and mail): its name, the way to its contact form, its details. */
export function auditCallToAction(brand: MailBrand): AuditCallToAction {
  const contact = [brand.contactEmail, brand.contactPhone].filter(Boolean).join(' · ');
  return {
    heading: `Want these issues fixed? ${brand.siteName} can help.`,
    text: 'Our team turns this report into a plan and does the work: tell us about your site and we will answer within one business day.',
    label: 'Talk to us',
    url: `${brand.siteUrl}/#contact-sec`,
    ...(contact ? { contact } : {}),
  };
}
