import { describe, expect, it } from '@jest/globals';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import type { InvoiceDocument } from './invoice-document.js';
import { renderInvoiceHtml } from './invoice-html.js';
import { renderInvoicePdf } from './invoice-pdf.js';

const northbeam = {
  name: 'Northbeam Search Ltd',
  address: '12 Harbour Street\nBristol BS1 4QA',
  country: 'GB',
  vatNumber: 'GB123456789',
  email: 'accounts@northbeam.example',
};
const wielkopolska = {
  name: 'Wielkopolska SEO Sp. z o.o.',
  address: 'ul. Żeromskiego 7\n65-066 Zielona Góra',
  country: 'PL',
  vatNumber: 'PL5260001246',
  email: null,
};

interface Case {
  name: string;
  document: InvoiceDocument;
  /** Article 226's items as the reader sees them, written out by hand so the renderers are checked, not echoed */
  mustShow: string[];
}

const cases: Case[] = [
  {
    name: 'an invoice in GBP at 20 %',
    document: {
      kind: 'invoice',
      number: '2026-0001',
      issuedOn: '2026-11-29',
      refersTo: null,
      seller: northbeam,
      buyer: { name: 'Ærøskøbing ApS', address: '3 Quay Lane\r\nWhitby YO21 1DH', country: 'GB', vatNumber: null, email: 'hej@aeroskobing.example' },
      currency: 'GBP',
      lines: [
        { description: 'Local SEO package', periodStart: null, periodEnd: null, netMinor: 49900 },
        { description: 'Technical audit', periodStart: null, periodEnd: null, netMinor: 15000 },
      ],
      netMinor: 64900,
      vatRate: 2000,
      vatMinor: 12980,
      grossMinor: 77880,
      taxNote: null,
      payment: 'Paid by PayPal on 2026-11-29, transaction 9XK12345AB678901C',
      locale: 'en-GB',
    },
    mustShow: [
      'Invoice',
      'Invoice number: 2026-0001',
      'Date of issue: 29 November 2026',
      'Northbeam Search Ltd',
      '12 Harbour Street',
      'Bristol BS1 4QA',
      'United Kingdom',
      'VAT number: GB123456789',
      'Ærøskøbing ApS',
      '3 Quay Lane',
      'Whitby YO21 1DH',
      'Local SEO package',
      'Technical audit',
      '£499.00',
      '£150.00',
      'Net total',
      '£649.00',
      'VAT 20 %',
      '£129.80',
      'Total',
      '£778.80',
      'Paid by PayPal on 2026-11-29, transaction 9XK12345AB678901C',
    ],
  },
  {
    name: 'a reverse-charge invoice in EUR to a German business, for a retainer period',
    document: {
      kind: 'invoice',
      number: '2026-0002',
      issuedOn: '2026-12-01',
      refersTo: null,
      seller: wielkopolska,
      buyer: { name: 'Łódź Müller GmbH', address: 'Königsallee 27\n40212 Düsseldorf', country: 'DE', vatNumber: 'DE123456789', email: null },
      currency: 'EUR',
      lines: [{ description: 'SEO retainer', periodStart: '2026-11-01', periodEnd: '2026-11-30', netMinor: 120000 }],
      netMinor: 120000,
      vatRate: 0,
      vatMinor: 0,
      grossMinor: 120000,
      taxNote: 'Reverse charge',
      payment: null,
      locale: 'de-DE',
    },
    mustShow: [
      'Invoice number: 2026-0002',
      'Date of issue: 1. Dezember 2026',
      'Wielkopolska SEO Sp. z o.o.',
      'ul. Żeromskiego 7',
      '65-066 Zielona Góra',
      'Poland',
      'VAT number: PL5260001246',
      'Łódź Müller GmbH',
      'Königsallee 27',
      '40212 Düsseldorf',
      'Germany',
      'VAT number: DE123456789',
      'SEO retainer',
      'Period',
      '1.–30. November 2026',
      'VAT 0 %',
      '0,00 €',
      '1.200,00 €',
      'Reverse charge',
    ],
  },
  {
    name: 'a credit note in PLN, with negative amounts, referring to its invoice',
    document: {
      kind: 'credit-note',
      number: 'CN-2026-0001',
      issuedOn: '2026-12-03',
      refersTo: { number: '2026-0042', issuedOn: '2026-11-02' },
      seller: wielkopolska,
      buyer: {
        name: 'Ogrody Zielona Góra Sp. z o.o.',
        address: 'ul. Sikorskiego 3\n65-454 Zielona Góra',
        country: 'PL',
        vatNumber: 'PL9291234567',
        email: null,
      },
      currency: 'PLN',
      lines: [{ description: 'Link-building package, cancelled', periodStart: null, periodEnd: null, netMinor: -100000 }],
      netMinor: -100000,
      vatRate: 2300,
      vatMinor: -23000,
      grossMinor: -123000,
      taxNote: null,
      payment: 'Refunded by PayPal on 2026-12-03, transaction 1AB23456CD789012E',
      locale: 'pl-PL',
    },
    mustShow: [
      'Credit note',
      'Credit note number: CN-2026-0001',
      'Date of issue: 3 grudnia 2026',
      'Refers to invoice 2026-0042 of 2 listopada 2026',
      'Ogrody Zielona Góra Sp. z o.o.',
      'VAT number: PL9291234567',
      'Link-building package, cancelled',
      '-1000,00 zł',
      'VAT 23 %',
      '-230,00 zł',
      '-1230,00 zł',
    ],
  },
  {
    name: 'an invoice in JPY, which has no decimals, at 25.5 %',
    document: {
      kind: 'invoice',
      number: '2026-0003',
      issuedOn: '2026-12-05',
      refersTo: null,
      seller: { name: 'Hakukone Oy', address: 'Mannerheimintie 12\n00100 Helsinki', country: 'FI', vatNumber: 'FI12345678', email: null },
      buyer: { name: 'Aino Mäkinen', address: 'Hämeenkatu 5\n33100 Tampere', country: 'FI', vatNumber: null, email: 'aino@example.fi' },
      currency: 'JPY',
      lines: [{ description: 'Keyword research', periodStart: null, periodEnd: null, netMinor: 10000 }],
      netMinor: 10000,
      vatRate: 2550,
      vatMinor: 2550,
      grossMinor: 12550,
      taxNote: null,
      payment: null,
      locale: 'en-GB',
    },
    mustShow: ['Invoice number: 2026-0003', 'Hakukone Oy', 'Finland', 'Aino Mäkinen', 'Hämeenkatu 5', 'JP¥10,000', 'VAT 25.5 %', 'JP¥2,550', 'JP¥12,550'],
  },
];

/** The PDF breaks text into runs and the locales put no-break spaces in amounts: compare words, not spacing. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return words(text);
}

/** The HTML's text as a reader gets it: tags dropped, the few entities React writes turned back. */
const htmlText = (html: string) =>
  words(
    html
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<\/(dt|th)>/g, ': ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

describe('an invoice or credit note rendered', () => {
  describe.each(cases)('$name', ({ document, mustShow }) => {
    it('as a PDF of text that carries every Article 226 item, names intact, its title and language set', async () => {
      const pdf = await renderInvoicePdf(document);
      const title = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The extractor joins a label and its value with a space where the PDF sets them apart.
      const text = (await pdfText(pdf)).replace(/: /g, ' ');
      for (const item of mustShow) expect(text).toContain(words(item).replace(/: /g, ' '));
      expect(text).toContain(`${title} ${document.number} · ${document.seller.name} · page 1 of 1`);

      const { info } = await getMeta(new Uint8Array(pdf));
      expect(info.Title).toBe(`${title} ${document.number}`);
      expect(info.Author).toBe(document.seller.name);
      const lang = document.locale.startsWith('en') ? document.locale : 'en';
      expect(pdf.toString('latin1')).toContain(`/Lang (${lang})`);
    });

    it('as a standalone HTML page with the same items', () => {
      const html = renderInvoiceHtml(document);
      expect(html).toMatch(/^<!doctype html><html lang="[a-zA-Z-]+">/);
      const text = htmlText(html);
      for (const item of mustShow) expect(text).toContain(words(item));
    });
  });

  it('leaves the period out of a document whose lines have none, and shows a retainer its period', async () => {
    const [oneOff, retainer] = cases.map((c) => c.document);
    expect(renderInvoiceHtml(oneOff)).not.toContain('>Period<');
    expect(renderInvoiceHtml(retainer)).toContain('<th scope="col">Period</th>');
    expect(await pdfText(await renderInvoicePdf(oneOff))).not.toContain('Period');
  });

  it('keeps the text of a letter that an earlier PDF met only inside a composed one', async () => {
    // No other test sets a bold "w": here the first sets it only inside "ŵ", the second on its own.
    const invoice = cases[0].document;
    await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: 'Tŵr Ltd' } });
    expect(await pdfText(await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: 'Gwaith Ltd' } }))).toContain('Gwaith Ltd');
  });

  it('shows a JPY amount without decimals', async () => {
    const jpy = cases[3].document;
    const text = await pdfText(await renderInvoicePdf(jpy));
    expect(text).toContain('JP¥12,550');
    expect(text).not.toMatch(/JP¥[\d,]+\.\d/);
  });

  it('writes the HTML page accessibly: a title, a captioned table with scoped headers, no script and nothing loaded from elsewhere', () => {
    const html = renderInvoiceHtml(cases[1].document);
    expect(html).toContain('<title>Invoice 2026-0002 – Wielkopolska SEO Sp. z o.o.</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toMatch(/<table><caption>Services<\/caption><thead><tr><th scope="col">Description<\/th>/);
    expect(html).toContain('<th scope="row">SEO retainer</th>');
    expect(html).toContain('<th scope="row" colSpan="2">VAT 0 %</th>');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
  });

  it('escapes what a buyer typed in the HTML page', () => {
    const document = {
      ...cases[0].document,
      buyer: { ...cases[0].document.buyer, name: '<script>alert(1)</script>', address: 'Flat 2 & 3\n<b>Bold</b> Road' },
    };
    const html = renderInvoiceHtml(document);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Flat 2 &amp; 3');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; Road');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('refuses a PDF with characters its font cannot show, naming them, rather than printing empty boxes', async () => {
    const document = { ...cases[0].document, buyer: { ...cases[0].document.buyer, name: '北京数字 Ltd' } };
    await expect(renderInvoicePdf(document)).rejects.toThrow('Invoice 2026-0001 has characters the PDF font cannot show: 北 京 数 字');
    expect(renderInvoiceHtml(document)).toContain('北京数字 Ltd');
  });

  it('refuses a document whose amounts do not add up, or whose dates are not days', () => {
    const invoice = cases[0].document;
    expect(() => renderInvoiceHtml({ ...invoice, grossMinor: invoice.grossMinor + 1 })).toThrow('The amounts of 2026-0001 do not add up');
    expect(() => renderInvoiceHtml({ ...invoice, netMinor: invoice.netMinor + 1, grossMinor: invoice.grossMinor + 1 })).toThrow('do not add up');
    expect(() => renderInvoiceHtml({ ...invoice, issuedOn: '2026-02-30' })).toThrow('2026-02-30 is not a date (YYYY-MM-DD)');
  });
});
