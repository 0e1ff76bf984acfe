import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInApp } from '../../../test/render';
import { SeoFieldsEditor } from './SeoFieldsEditor';
import { cutForResults, lengthHint, seoFieldErrors, type SeoFields } from './types';

const DEFAULTS = { title: 'SEO services | Northpeak', description: 'What we do for shops and local businesses.', path: '/service/' };

/** The editor with its value kept in state, as a screen keeps it; the last value is readable. */
async function renderEditor(initial: SeoFields = {}) {
  const seen: { value: SeoFields } = { value: initial };
  function Host() {
    const [value, setValue] = useState(initial);
    seen.value = value;
    return <SeoFieldsEditor value={value} onChange={setValue} defaults={DEFAULTS} />;
  }
  await renderInApp(() => <Host />);
  await screen.findByRole('region', { name: 'Search result preview' });
  return seen;
}

const preview = () => screen.getByRole('region', { name: 'Search result preview' });

describe('SeoFieldsEditor', () => {
  it('previews the defaults while the fields are empty, with the page address', async () => {
    await renderEditor();
    expect(preview()).toHaveTextContent('SEO services | Northpeak');
    expect(preview()).toHaveTextContent('What we do for shops and local businesses.');
    expect(preview()).toHaveTextContent('service');
    expect(screen.getByRole('textbox', { name: /Search title/ })).toHaveAttribute('placeholder', DEFAULTS.title);
  });

  it('previews what is typed at once, and says in words how long the title and description are', async () => {
    const seen = await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: /Search title/ }), { target: { value: 'Technical SEO audits for online shops in Denver' } });
    expect(preview()).toHaveTextContent('Technical SEO audits for online shops in Denver');
    expect(seen.value.seoTitle).toBe('Technical SEO audits for online shops in Denver');
    expect(screen.getByText(/^Title: 47 characters: short, 50–60/)).toBeInTheDocument();
    const long = 'A description that goes on and on about everything the agency does. '.repeat(3);
    fireEvent.change(screen.getByRole('textbox', { name: /Meta description/ }), { target: { value: long } });
    expect(screen.getByText(/^Description: \d+ characters: too long, search results cut a description after about 158/)).toBeInTheDocument();
    // As search results show it: cut near 158 characters with an ellipsis.
    expect(preview().textContent).toContain(cutForResults(long, 158));
    expect(cutForResults(long, 158).length).toBeLessThanOrEqual(160);
  });

  it('marks noindex in the preview and hands it on', async () => {
    const seen = await renderEditor();
    fireEvent.click(screen.getByRole('checkbox', { name: /Keep this page out of search engines/ }));
    expect(seen.value.noindex).toBe(true);
    expect(preview()).toHaveTextContent('Not shown in search results');
  });

  it.each([
    ['Canonical address', 'javascript:alert(1)', 'The canonical address must be an https:// address or a path of the site starting with /'],
    ['Canonical address', 'http://example.com/', 'The canonical address must be an https:// address or a path of the site starting with /'],
    ['Canonical address', '//evil.example/', 'The canonical address must be an https:// address or a path of the site starting with /'],
  ])('shows the server rule for %s = %j as it is typed', async (label, input, message) => {
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(label) }), { target: { value: input } });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a javascript: social image', async () => {
    await renderEditor({ socialImage: 'javascript:alert(1)' });
    expect(screen.getByText('The social image must be a library image (/media/…), a path of the site or an http(s) address')).toBeInTheDocument();
  });
});

describe('the SEO field rules', () => {
  it('accept empty fields, https and paths, and refuse what the server refuses', () => {
    expect(seoFieldErrors({})).toEqual({});
    expect(seoFieldErrors({ canonicalUrl: 'https://example.com/a', socialImage: '/media/abc' })).toEqual({});
    expect(
      Object.keys(
        seoFieldErrors({ seoTitle: 'x'.repeat(71), seoDescription: 'x'.repeat(201), canonicalUrl: '/\\evil', socialImage: 'data:image/png;base64,x' }),
      ).sort(),
    ).toEqual(['canonicalUrl', 'seoDescription', 'seoTitle', 'socialImage']);
  });

  it('hint good lengths, short ones and long ones', () => {
    expect(lengthHint(55, { min: 50, max: 60 }, 'title').tone).toBe('good');
    expect(lengthHint(20, { min: 50, max: 60 }, 'title').tone).toBe('short');
    expect(lengthHint(61, { min: 50, max: 60 }, 'title').tone).toBe('long');
  });
});
