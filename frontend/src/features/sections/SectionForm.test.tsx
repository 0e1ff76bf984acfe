import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SectionFieldDto } from '../../api/client';
import { theme } from '../../theme';
import { SectionForm, validateSection } from './SectionForm';

const fields: SectionFieldDto[] = [
  { name: 'bannerHeading', kind: 'text', label: 'Heading', optional: false },
  { name: 'bannerText', kind: 'longText', label: 'Text', optional: false },
  { name: 'imageOne', kind: 'image', label: 'Image URL', optional: false },
  { name: 'happyClientsNumber', kind: 'count', label: 'Happy clients', optional: true },
];

function renderForm(initial?: Record<string, string | number>) {
  const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
  render(
    <MantineProvider theme={theme}>
      <SectionForm fields={fields} initial={initial} submitLabel={initial ? 'Save' : 'Add'} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

describe('the section editor', () => {
  it('draws one input per declared field, marking the required ones', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Heading/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Text/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Image URL/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Happy clients/ })).not.toBeRequired();
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
    const onSubmit = renderForm({ bannerHeading: 'Old', bannerText: 'Body', imageOne: '/images/banner.svg', happyClientsNumber: 12 });
    expect(screen.getByRole('textbox', { name: /Heading/ })).toHaveValue('Old');
    expect(screen.getByRole('img', { name: 'Preview of Image URL' })).toHaveAttribute('src', '/images/banner.svg');
    fireEvent.change(screen.getByRole('textbox', { name: /Heading/ }), { target: { value: '  New  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ bannerHeading: 'New', bannerText: 'Body', imageOne: '/images/banner.svg', happyClientsNumber: 12 }),
    );
  });

  it('validates like the API: required unless optional, safe links only', () => {
    expect(validateSection(fields, { bannerHeading: 'a', bannerText: 'b', imageOne: 'https://cdn.example.com/x.png' })).toEqual({});
    expect(validateSection(fields, { bannerHeading: ' ', bannerText: 'b', imageOne: '//evil.example/x' })).toEqual({
      bannerHeading: 'Heading is required',
      imageOne: 'Use an http(s):// address or a path starting with /',
    });
  });
});

describe('the Brand & site and fixed-texts editors', () => {
  const identity: SectionFieldDto[] = [
    { name: 'siteName', kind: 'text', label: 'Site name', optional: false },
    { name: 'primaryColor', kind: 'color', label: 'Primary colour (#rrggbb)', optional: true },
    { name: 'locale', kind: 'locale', label: 'Locale for display', optional: true },
  ];
  const texts: SectionFieldDto[] = [
    { name: 'pricePeriod', kind: 'label', label: 'Price period', optional: true },
    { name: 'featuredBadge', kind: 'label', label: 'Badge on the featured package', optional: true },
  ];

  function renderFields(list: SectionFieldDto[], initial?: Record<string, string>) {
    const onSubmit = jest.fn(async (_body: Record<string, unknown>) => undefined);
    render(
      <MantineProvider theme={theme}>
        <SectionForm fields={list} initial={initial} submitLabel="Save" onSubmit={onSubmit} />
      </MantineProvider>,
    );
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pricePeriod: '', featuredBadge: 'Most chosen' }));
  });
});
