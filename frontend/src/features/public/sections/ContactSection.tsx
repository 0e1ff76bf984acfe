import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from '../../../api/on-demand';
import type { ContactRecord } from '@rankwell/api-client';
import { SubmitButton } from '../../../site/button';
import { Container } from '../../../site/Container';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import { TextAreaField, TextField } from '../../../ui/Field';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';
import { useSectionId } from './section-id';
import { AuditRequestForm } from './AuditRequestForm';

const EMPTY = { name: '', email: '', subject: '', message: '' };

const FROM_ADDRESS = { address: 'location', email: 'emailAddress', phone: 'phoneNumber' } as const;

/** An item that shows the address, e-mail or phone reads it from the one contact record (the footer's), so they never disagree. */
function ContactDetails({ contact, address }: { contact: ContactRecord; address: Partial<Record<'location' | 'emailAddress' | 'phoneNumber', string>> }) {
  const value = (contact.contactKind && address[FROM_ADDRESS[contact.contactKind]]) || contact.contactDetails;
  const href = contact.contactKind === 'email' ? `mailto:${value}` : contact.contactKind === 'phone' ? `tel:${value.replace(/[^+\d]/g, '')}` : undefined;
  const look = `${text.small} ${text.muted}`;
  return href ? (
    <a href={href} className={`${look} ${classes.detail}`}>
      {value}
    </a>
  ) : (
    <p className={look}>{value}</p>
  );
}

/**
 * The free SEO analysis request; its messages arrive UnRead in the admin's Messages. Beside the
 * contact details, the instant audit of the visitor's site (AuditRequestForm).
 */
export function ContactSection() {
  const sectionId = useSectionId();
  const site = useSite();
  const contacts = site.contacts ?? [];
  const address = first(site.footerAddress);
  const texts = useSiteTexts();
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => setValues({ ...values, [field]: event.currentTarget.value });
  // The spam checks: when the form showed (a person takes a while to write), and a field only robots fill in.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const [website, setWebsite] = useState('');

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const elapsedMs = Math.max(0, Date.now() - shownAt.current);
    const sent = await callApi((client) => client.MessagesService.addMessage({ requestBody: { ...values, messageStatus: 'UnRead', website, elapsedMs } }));
    if (sent.ok) {
      // The site's own words (Fixed texts), whatever the API's fixed message says.
      setResult({ ok: true, text: texts.messageSent });
      setValues(EMPTY);
      shownAt.current = Date.now();
    } else {
      setResult({ ok: false, text: sent.message });
    }
    setBusy(false);
  }

  return (
    <section id={sectionId('contact-sec')} aria-labelledby={sectionId('contact-heading')}>
      <Container width="wide" className={classes.band}>
        <div className={`${layout.columns} ${layout.contact}`}>
          <div className={layout.stack}>
            <p className={text.eyebrow}>{texts.contactEyebrow}</p>
            <h2 id={sectionId('contact-heading')} className={text.h2}>
              {texts.contactHeading}
            </h2>
            {contacts.map((contact) => (
              <div key={contact._id} className={classes.contact}>
                {contact.contactImg && (
                  <ResponsiveImage src={contact.contactImg} sizes="32px" width={32} height={32} sizing="crop" className={classes.contactIcon} />
                )}
                <div>
                  <p className={`${text.body} ${text.strong}`}>{contact.contactTitle}</p>
                  <ContactDetails contact={contact} address={address} />
                </div>
              </div>
            ))}
            <AuditRequestForm idPrefix={sectionId('audit')} />
          </div>
          <form onSubmit={send} aria-label={texts.contactFormLabel} className={layout.stack}>
            <input type="hidden" name="messageStatus" value="UnRead" />
            {/* Out of sight and out of the tab order: people leave it empty, robots that fill every field do not. */}
            <div className={classes.trap} aria-hidden="true">
              <label>
                Website
                <input
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={website}
                  onChange={(event) => setWebsite(event.currentTarget.value)}
                />
              </label>
            </div>
            <div className={layout.pair}>
              <TextField
                label={texts.contactNameLabel}
                name="name"
                placeholder={texts.contactNamePlaceholder}
                required
                maxLength={100}
                value={values.name}
                onChange={set('name')}
              />
              <TextField
                label={texts.contactEmailLabel}
                name="email"
                type="email"
                placeholder={texts.contactEmailPlaceholder}
                required
                maxLength={254}
                value={values.email}
                onChange={set('email')}
              />
            </div>
            <TextField
              label={texts.contactSubjectLabel}
              name="subject"
              placeholder={texts.contactSubjectPlaceholder}
              required
              maxLength={200}
              value={values.subject}
              onChange={set('subject')}
            />
            <TextAreaField
              label={texts.contactMessageLabel}
              name="message"
              placeholder={texts.contactMessagePlaceholder}
              required
              maxLength={5000}
              rows={5}
              value={values.message}
              onChange={set('message')}
            />
            {result && (
              <p className={classes.notice} data-failed={!result.ok || undefined} role={result.ok ? 'status' : 'alert'}>
                {result.text}
              </p>
            )}
            <SubmitButton busy={busy} size="md" className={classes.start}>
              {texts.sendButton}
            </SubmitButton>
            {texts.formNotice && <p className={`${text.tiny} ${text.muted}`}>{texts.formNotice}</p>}
          </form>
        </div>
      </Container>
    </section>
  );
}
