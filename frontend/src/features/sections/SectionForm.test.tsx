import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECTIONS, describeSection } from '../../../../backend/src/content/sections';
import { SAFE_LINKS, UNSAFE_LINKS } from '../../../../backend/test/safe-links';
import { render } from '../../../test/render';
import type { SectionDefinitionDto, SectionFieldDto } from '../../api/client';
import { siteTextDefaults } from '../../site/text-defaults';
import { FIXED_TEXT_GROUPS } from './fixed-text-groups';
import { SectionForm, validateSection } from './SectionForm';

/** What GET /api/sections answers, through JSON as the browser receives it. */
const served = JSON.parse(JSON.stringify(SECTIONS.map(describeSection))) as SectionDefinitionDto[];
const servedField = (section: string, name: string) => served.find((definition) => definition.key === section)!.fields.find((field) => field.name === name)!;

const fields: SectionFieldDto[] = [
  servedField('banner', 'bannerHeading'),
  servedField('banner', 'bannerText'),
  servedField('banner', 'imageOne'),
  servedField('counters', 'winingAwardNumber'),
];

function renderForm(initial?: Record<string, string | number>) {
  const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
  render(<SectionForm fields={fields} initial={initial} submitLabel={initial ? 'Save' : 'Add'} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('the section editor', () => {
  it('draws one input per declared field, marking the required ones', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Heading/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Text/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Image URL/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Awards won/ })).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('names each missing required field and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Heading/ }), { target: { value: 'Kept heading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Text is required');
    expect(screen.getByText('Image URL is required')).toBeInTheDocument();
    expect(screen.queryByText('Heading is required')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Heading/ })).toHaveValue('Kept heading');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a javascript: link before sending', async () => {
    const onSubmit = renderForm({ bannerHeading: 'H', bannerText: 'T', imageOne: 'javascript:alert(1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Use an http(s):// address or a path starting with /');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['/\\evil.example/x', '/\t/evil.example/x'])('refuses %j, which browsers read as another site, neither previewed nor sent', async (link) => {
    const onSubmit = renderForm({ bannerHeading: 'H', bannerText: 'T', imageOne: link });
    expect(screen.queryByRole('img', { name: 'Preview of Image URL' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Use an http(s):// address or a path starting with /');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an existing record: filled in, previewed, sent with only the declared fields', async () => {
    const onSubmit = renderForm({ bannerHeading: 'Old', bannerText: 'Body', imageOne: '/images/banner.svg', winingAwardNumber: 12 });
    expect(screen.getByRole('textbox', { name: /Heading/ })).toHaveValue('Old');
    expect(screen.getByRole('img', { name: 'Preview of Image URL' })).toHaveAttribute('src', '/images/banner.svg');
    fireEvent.change(screen.getByRole('textbox', { name: /Heading/ }), { target: { value: '  New  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ bannerHeading: 'New', bannerText: 'Body', imageOne: '/images/banner.svg', winingAwardNumber: 12 }),
    );
  });

  it('validates like the API: required unless optional, safe links only', () => {
    expect(validateSection(fields, { bannerHeading: 'a', bannerText: 'b', imageOne: 'https://cdn.example.com/x.png' })).toEqual({});
    expect(validateSection(fields, { bannerHeading: ' ', bannerText: 'b', imageOne: '//evil.example/x' })).toEqual({
      bannerHeading: 'Heading is required',
      imageOne: 'Use an http(s):// address or a path starting with /',
    });
  });

  it('limits lengths and numbers as the API describes them', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Heading/ })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: /Text/ })).toHaveAttribute('maxlength', '5000');
    expect(screen.getByRole('textbox', { name: /Image URL/ })).toHaveAttribute('maxlength', '2048');
    const percent = servedField('experiences', 'skillOneNumber');
    expect(validateSection([percent], { skillOneNumber: 101 })).toEqual({ skillOneNumber: 'Between 0 and 100' });
    expect(validateSection([percent], { skillOneNumber: 100 })).toEqual({});
  });
});

describe('the editor and the API agree on links', () => {
  // Each link and image field as one that must be filled: an optional field left empty is not sent at all.
  const linkFields = served
    .flatMap((definition) => definition.fields)
    .filter((field) => field.kind === 'link' || field.kind === 'image')
    .map((field) => ({ ...field, optional: false }));

  it('is told a pattern for every link and image field', () => {
    expect(linkFields.length).toBeGreaterThan(0);
    for (const field of linkFields) expect([field.name, typeof field.pattern]).toEqual([field.name, 'string']);
  });

  it.each(SAFE_LINKS)('accepts %j, as the API does', (link) => {
    for (const field of linkFields) expect(validateSection([field], { [field.name]: link })).toEqual({});
  });

  it.each(UNSAFE_LINKS)('refuses %j, as the API does', (link) => {
    for (const field of linkFields) expect(Object.keys(validateSection([field], { [field.name]: link }))).toEqual([field.name]);
  });
});

describe('the Brand & site and fixed-texts editors', () => {
  const identity = [servedField('siteIdentity', 'siteName'), servedField('siteIdentity', 'primaryColor'), servedField('siteIdentity', 'locale')];
  const texts = [servedField('siteTexts', 'pricePeriod'), servedField('siteTexts', 'featuredBadge')];

  function renderFields(list: SectionFieldDto[], initial?: Record<string, string>) {
    const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
    render(<SectionForm fields={list} initial={initial} submitLabel="Save" onSubmit={onSubmit} />);
    return onSubmit;
  }

  it('requires the site name', async () => {
    const onSubmit = renderFields(identity);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Site name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a primary colour white button text cannot be read on, giving its contrast and what to do', async () => {
    const onSubmit = renderFields(identity, { siteName: 'Northpeak Search', primaryColor: '#20b29e' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/White text on this colour has a contrast of 2\.65:1; buttons need at least 4\.5:1 \(WCAG AA\)\. Choose a darker colour\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a readable colour and a valid locale', async () => {
    const onSubmit = renderFields(identity, { siteName: 'Northpeak Search', primaryColor: '#1c4d8c', locale: 'de-DE' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ siteName: 'Northpeak Search', primaryColor: '#1c4d8c', locale: 'de-DE' }));
  });

  it('refuses a locale that is not one', async () => {
    const onSubmit = renderFields(identity, { siteName: 'Northpeak Search', locale: 'not a locale!' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Write a locale such as en-US');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts fixed texts at what the site shows, and keeps an emptied one empty (it then shows nothing)', async () => {
    const onSubmit = renderFields(texts);
    expect(screen.getByRole('textbox', { name: /Price period/ })).toHaveValue('/ month');
    expect(screen.getByRole('textbox', { name: /Badge on the featured package/ })).toHaveValue('Most chosen');
    fireEvent.change(screen.getByRole('textbox', { name: /Price period/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The untouched badge is left out: the site keeps showing its default.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pricePeriod: '' }));
  });

  it('resets an edited fixed text to its default: the field shows the default again and the save leaves it out', async () => {
    const spec = [servedField('siteTexts', 'messageSent'), servedField('siteTexts', 'signOut')];
    const onSubmit = renderFields(spec, { messageSent: 'Message sent. Thank you!', signOut: 'Sign out' });
    expect(screen.getByRole('textbox', { name: /after sending/ })).toHaveValue('Message sent. Thank you!');
    // Only an edited text offers a reset.
    fireEvent.click(screen.getByRole('button', { name: 'Reset Contact form: after sending to default' }));
    expect(screen.getByRole('textbox', { name: /after sending/ })).toHaveValue('Message is Send. Thanks');
    expect(screen.queryByRole('button', { name: /Reset Contact form: after sending/ })).not.toBeInTheDocument();
    expect(screen.getByText('Shows the default text')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ signOut: 'Sign out' }));
  });

  it('resets to the default it is given (the notice under forms while a tool sets cookies after consent)', async () => {
    const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
    render(
      <SectionForm
        fields={[servedField('siteTexts', 'formNotice')]}
        initial={{ formNotice: 'No cookies track you on this site.' }}
        defaults={siteTextDefaults('afterConsent')}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset Notice under forms to default' }));
    expect(screen.getByRole('textbox', { name: /Notice under forms/ })).toHaveValue(
      'We use what you send only to answer you. Cookies that count visits are set only if you accept them.',
    );
  });

  it('groups the fixed texts by page, each under its heading', () => {
    const all = served.find((definition) => definition.key === 'siteTexts')!.fields;
    render(<SectionForm fields={all} groups={FIXED_TEXT_GROUPS} submitLabel="Save" onSubmit={async () => undefined} />);
    const customer = screen.getByRole('region', { name: 'Dashboard and My Orders' });
    expect(within(customer).getByRole('textbox', { name: /sign-out button/ })).toHaveValue('Signout');
    const contact = screen.getByRole('region', { name: 'Contact form' });
    expect(within(contact).getByRole('textbox', { name: /after sending/ })).toHaveValue('Message is Send. Thanks');
  });

  it('tells the preview, as it is typed, the body Save would send, and sends nothing itself', async () => {
    const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
    const onChange = jest.fn((_body: Record<string, unknown>) => undefined);
    render(<SectionForm fields={fields} initial={{ bannerHeading: 'Old', bannerText: 'T' }} submitLabel="Save" onSubmit={onSubmit} onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith({ bannerHeading: 'Old', bannerText: 'T' });
    fireEvent.change(screen.getByRole('textbox', { name: /Heading/ }), { target: { value: ' New heading ' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ bannerHeading: 'New heading', bannerText: 'T' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
