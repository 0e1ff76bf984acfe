import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callApi } from '../../../api/on-demand';
import { SubmitButton } from '../../../site/button';
import text from '../../../site/text.module.css';
import { useSiteTexts } from '../../../site/use-site';
import { TextField } from '../../../ui/Field';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';

const EMPTY = { url: '', email: '', name: '', number: '' };

/** What people type ("example.com", "www.example.com/shop") made an address the server can check; it judges the rest. */
export function siteAddress(typed: string): string {
  const trimmed = typed.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The free SEO analysis: the visitor's site address and e-mail start an audit at once, and the
 * visitor follows it on the report page (its address carries the report's secret token). Native
 * fields and the on-demand API client, as the contact form beside it: the home page's first visit
 * loads none of the API code.
 */
export function AuditRequestForm({ idPrefix }: { idPrefix: string }) {
  const texts = useSiteTexts();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => setValues({ ...values, [field]: event.currentTarget.value });
  // The contact form's spam checks: a person takes a while to fill a form in, and leaves the hidden field empty.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const [website, setWebsite] = useState('');
  const headingId = `${idPrefix}-heading`;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const requestBody = {
      url: siteAddress(values.url),
      email: values.email.trim(),
      ...(values.name.trim() ? { name: values.name.trim() } : {}),
      ...(values.number.trim() ? { number: values.number.trim() } : {}),
      consent,
      website,
      elapsedMs: Math.max(0, Date.now() - shownAt.current),
    };
    const sent = await callApi((client) => client.AuditsService.requestAudit({ requestBody }));
    if (sent.ok) {
      await navigate({ to: '/analysis/$token', params: { token: sent.value.token } });
      return;
    }
    setFailure(sent.message);
    setBusy(false);
  }

  return (
    <form onSubmit={send} aria-labelledby={headingId} className={`${layout.stack} ${classes.auditForm}`}>
      <h3 id={headingId} className={text.h4}>
        {texts.auditHeading}
      </h3>
      {texts.auditIntro && <p className={`${text.small} ${text.muted}`}>{texts.auditIntro}</p>}
      {/* Out of sight and out of the tab order: people leave it empty, robots that fill every field do not. */}
      <div className={classes.trap} aria-hidden="true">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.currentTarget.value)} />
        </label>
      </div>
      <TextField
        label={texts.auditAddressLabel}
        name="url"
        inputMode="url"
        autoComplete="url"
        placeholder={texts.auditAddressPlaceholder}
        required
        maxLength={2048}
        value={values.url}
        onChange={set('url')}
      />
      <TextField
        label={texts.auditEmailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={texts.auditEmailPlaceholder}
        required
        maxLength={254}
        value={values.email}
        onChange={set('email')}
      />
      <div className={layout.pair}>
        <TextField label={texts.auditNameLabel} name="name" autoComplete="name" maxLength={100} value={values.name} onChange={set('name')} />
        <TextField label={texts.auditPhoneLabel} name="number" type="tel" autoComplete="tel" maxLength={40} value={values.number} onChange={set('number')} />
      </div>
      <label className={classes.consent}>
        <input type="checkbox" name="consent" required checked={consent} onChange={(event) => setConsent(event.currentTarget.checked)} />
        <span className={text.small}>
          {texts.auditConsent}
          {texts.formNotice && ` ${texts.formNotice}`}
        </span>
      </label>
      {failure && (
        <p className={classes.notice} data-failed role="alert">
          {failure}
        </p>
      )}
      <SubmitButton busy={busy} size="md" className={classes.start}>
        {texts.auditButton}
      </SubmitButton>
    </form>
  );
}
