import type { RichTextDoc, RichTextNode } from '../rich-text/rich-text.js';

const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const p = (value: string): RichTextNode => ({ type: 'paragraph', content: [text(value)] });
const h2 = (value: string): RichTextNode => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] });
const list = (...items: string[]): RichTextNode => ({ type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [p(item)] })) });
const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

/** Every passage the agency must write or check is marked so, and the pages stay drafts until it has. */
const TODO = '[To complete by the agency]';

export interface DemoPage {
  title: string;
  slug: string;
  body: RichTextDoc;
  showInFooter: boolean;
  seoDescription: string;
}

/**
 * The legal pages most sites need, as drafts with a skeleton to complete: a privacy policy
 * everywhere, an imprint (Impressum) in Germany and Austria. Not legal advice; they are never
 * published by the seeding, only offered for the agency to complete and publish.
 */
export const DEMO_PAGES: DemoPage[] = [
  {
    title: 'Privacy policy',
    slug: 'privacy-policy',
    showInFooter: true,
    seoDescription: 'How the agency handles the personal data of visitors, customers and newsletter subscribers.',
    body: doc(
      p(
        `${TODO} This skeleton lists what a privacy policy usually covers. Replace every marked passage with the agency's own facts and have it checked before publishing.`,
      ),
      h2('Who is responsible'),
      p(`${TODO} The agency's legal name, postal address, e-mail address and, where one is required, the data protection officer's contact details.`),
      h2('What we collect and why'),
      list(
        'Contact and free-analysis requests: name, e-mail address, website and message, to answer the request.',
        'Orders and accounts: the details needed to deliver the ordered services and to invoice them.',
        'Newsletter: the e-mail address, only after confirmation of the subscription; every mail carries a one-click unsubscribe link.',
        `${TODO} Analytics: name the tool set under Search engines & analytics, if any, and whether it sets cookies (it then loads only after consent).`,
      ),
      h2('Legal bases'),
      p(`${TODO} For each purpose above, the legal basis (for example contract, consent or legitimate interest).`),
      h2('Who receives the data'),
      p(`${TODO} Hosting provider, mail delivery service, payment provider (PayPal) and any other processor, with their location.`),
      h2('How long we keep it'),
      p(`${TODO} Retention periods, for example as long as the account exists, or as tax law requires for invoices.`),
      h2('Your rights'),
      p(
        'You may ask for access to, correction or erasure of your data, restrict or object to its processing, and ask for a copy to take elsewhere. You may withdraw a consent at any time and complain to a supervisory authority.',
      ),
      p(`${TODO} How to exercise these rights (e-mail address) and the competent supervisory authority.`),
      h2('Changes'),
      p(`${TODO} The date of this version.`),
    ),
  },
  {
    title: 'Imprint',
    slug: 'imprint',
    showInFooter: true,
    seoDescription: 'Legal information about the agency: provider, contact and registration details.',
    body: doc(
      p(`${TODO} Sites run from Germany or Austria must name their provider (Impressum). Replace every marked passage and have it checked before publishing.`),
      h2('Provider'),
      p(`${TODO} Legal name and legal form, postal address (no P.O. box), and the people authorised to represent the company.`),
      h2('Contact'),
      p(`${TODO} E-mail address and telephone number.`),
      h2('Register and tax'),
      p(`${TODO} Commercial register and registration number, VAT identification number.`),
      h2('Responsible for the content'),
      p(`${TODO} Name and address of the person responsible for the editorial content.`),
    ),
  },
];
