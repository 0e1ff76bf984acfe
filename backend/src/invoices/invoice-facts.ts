import { countryNamer } from '../common/countries.js';
import { displayMoney } from '../common/money.js';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.js';

export interface Fact {
  label: string;
  value: string;
}

export interface PartyFacts {
  heading: 'Seller' | 'Buyer';
  name: string;
  addressLines: string[];
  /** in English, as the labels are */
  country: string;
  /** the VAT number and e-mail address, where given */
  details: Fact[];
}

export interface LineFacts {
  description: string;
  period: string | null;
  net: string;
}

/**
 * Everything an invoice or credit note shows, labelled and formatted once: the PDF and the HTML
 * page both lay out these facts and nothing else, so the two cannot say different things.
 */
export interface InvoiceFacts {
  title: 'Invoice' | 'Credit note';
  /** names the document in the PDF's metadata and the page's <title> */
  documentTitle: string;
  /** the labels are English; the locale only formats dates and amounts */
  lang: string;
  header: Fact[];
  /** a credit note's reference to the invoice it corrects */
  refersTo: string | null;
  seller: PartyFacts;
  buyer: PartyFacts;
  linesCaption: string;
  columns: { description: string; period: string | null; net: string };
  lines: LineFacts[];
  totals: Fact[];
  taxNote: string | null;
  payment: string | null;
}

const englishCountry = countryNamer('en');

/** A calendar day as UTC midnight, so no time zone moves it to the day before. */
function calendarDay(isoDate: string): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  // The round trip refuses '2026-02-30', which Date would quietly turn into 2 March.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`${isoDate} is not a date (YYYY-MM-DD)`);
  }
  return day;
}

function partyFacts(heading: PartyFacts['heading'], party: InvoiceParty & { email: string | null }): PartyFacts {
  const details: Fact[] = [];
  if (party.vatNumber) details.push({ label: 'VAT number', value: party.vatNumber });
  if (party.email) details.push({ label: 'Email', value: party.email });
  return {
    heading,
    name: party.name,
    addressLines: party.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    country: englishCountry(party.country),
    details,
  };
}

/** The labelled facts of a document, after checking that its amounts add up: a tax office reads the sums. */
export function invoiceFacts(document: InvoiceDocument): InvoiceFacts {
  const { currency, locale } = document;
  if (document.lines.length === 0) throw new RangeError(`${document.number} has no lines`);
  const linesNet = document.lines.reduce((sum, line) => sum + line.netMinor, 0);
  if (linesNet !== document.netMinor || document.netMinor + document.vatMinor !== document.grossMinor) {
    throw new RangeError(`The amounts of ${document.number} do not add up`);
  }
  if (!Number.isInteger(document.vatRate) || document.vatRate < 0 || document.vatRate > 10000) {
    throw new RangeError(`${document.vatRate} is not a VAT rate in basis points`);
  }

  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const money = (minor: number) => displayMoney(minor, currency, locale);
  const date = (isoDate: string) => dates.format(calendarDay(isoDate));
  const period = (start: string | null, end: string | null): string | null => {
    if (start && end) return dates.formatRange(calendarDay(start), calendarDay(end));
    const day = start ?? end;
    return day ? date(day) : null;
  };

  const title = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const lines = document.lines.map((line) => ({ description: line.description, period: period(line.periodStart, line.periodEnd), net: money(line.netMinor) }));
  const ratePercent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(document.vatRate / 100);
  return {
    title,
    documentTitle: `${title} ${document.number}`,
    lang: new Intl.Locale(locale).language === 'en' ? locale : 'en',
    header: [
      { label: `${title} number`, value: document.number },
      { label: 'Date of issue', value: date(document.issuedOn) },
    ],
    refersTo: document.refersTo ? `Refers to invoice ${document.refersTo.number} of ${date(document.refersTo.issuedOn)}` : null,
    seller: partyFacts('Seller', document.seller),
    buyer: partyFacts('Buyer', document.buyer),
    linesCaption: 'Services',
    columns: { description: 'Description', period: lines.some((line) => line.period) ? 'Period' : null, net: 'Net amount' },
    lines,
    totals: [
      { label: 'Net total', value: money(document.netMinor) },
      { label: `VAT ${ratePercent} %`, value: money(document.vatMinor) },
      { label: 'Total', value: money(document.grossMinor) },
    ],
    taxNote: document.taxNote,
    payment: document.payment,
  };
}
