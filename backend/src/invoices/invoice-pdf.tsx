import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Styles } from '@react-pdf/renderer';
import type { InvoiceDocument } from './invoice-document.js';
import { invoiceFacts, type Fact, type InvoiceFacts, type PartyFacts } from './invoice-facts.js';
import { sfntFromWoff } from './sfnt-from-woff.js';

const FONT_FAMILY = 'DejaVu Sans';
const WEIGHTS = [400, 700] as const;
type Weight = (typeof WEIGHTS)[number];

const INK = '#1f2933';
const MUTED = '#4a5563';
const RULE = '#cbd2d9';

const styles = {
  page: { fontFamily: FONT_FAMILY, color: INK, paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48 },
  // Not on the page: a line height there or on any ancestor blanks a Text drawn with render (the
  // page numbers; react-pdf issues 3083, 3402, 3566, open). A View turns a bare factor into points
  // by its own font size, so that is set beside it.
  body: { fontSize: 9.5, lineHeight: 1.4 },
  top: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 8 },
  title: { fontSize: 22, lineHeight: 1.2, fontWeight: 700 },
  header: { alignItems: 'flex-end' },
  headerFact: { flexDirection: 'row' },
  label: { color: MUTED },
  refersTo: { fontWeight: 700, marginBottom: 8 },
  parties: { flexDirection: 'row', marginTop: 16, marginBottom: 24 },
  party: { width: '50%', paddingRight: 16 },
  partyHeading: { fontSize: 8, fontWeight: 700, color: MUTED, letterSpacing: 0.5, marginBottom: 2 },
  partyName: { fontWeight: 700 },
  caption: { fontWeight: 700, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.75, borderBottomColor: RULE, paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1.25, borderBottomColor: INK, paddingVertical: 4, color: MUTED },
  description: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  period: { width: 150, paddingRight: 8 },
  amount: { width: 100, textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: 250, marginTop: 8 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  grandTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, borderTopWidth: 1.25, borderTopColor: INK, fontWeight: 700 },
  taxNote: { marginTop: 20, padding: 8, borderWidth: 1.5, borderColor: INK, fontSize: 11, fontWeight: 700 },
  payment: { marginTop: 16 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'center' },
} satisfies Styles;

/**
 * react-pdf (with its layout engine and fontkit) takes about 0.2 s to load: it is loaded at the first
 * PDF, not when the server starts.
 */
type ReactPdf = typeof import('@react-pdf/renderer');
let reactPdf: Promise<ReactPdf> | null = null;
const loadReactPdf = () => (reactPdf ??= import('@react-pdf/renderer'));

function Party({ party, pdf }: { party: PartyFacts; pdf: ReactPdf }) {
  return (
    <pdf.View style={styles.party}>
      <pdf.Text style={styles.partyHeading}>{party.heading}</pdf.Text>
      <pdf.Text style={styles.partyName}>{party.name}</pdf.Text>
      {party.addressLines.map((line, index) => (
        <pdf.Text key={index}>{line}</pdf.Text>
      ))}
      <pdf.Text>{party.country}</pdf.Text>
      {party.details.map((detail) => (
        <pdf.Text key={detail.label}>
          {detail.label}: {detail.value}
        </pdf.Text>
      ))}
    </pdf.View>
  );
}

function InvoicePdf({ facts, pdf }: { facts: InvoiceFacts; pdf: ReactPdf }) {
  const [grandTotal] = facts.totals.slice(-1);
  return (
    <pdf.Document title={facts.documentTitle} author={facts.seller.name} language={facts.lang}>
      <pdf.Page size="A4" style={styles.page}>
        <pdf.View style={styles.body}>
          <pdf.View style={styles.top}>
            <pdf.Text style={styles.title}>{facts.title}</pdf.Text>
            <pdf.View style={styles.header}>
              {facts.header.map((fact) => (
                <pdf.View key={fact.label} style={styles.headerFact}>
                  <pdf.Text style={styles.label}>{fact.label}: </pdf.Text>
                  <pdf.Text>{fact.value}</pdf.Text>
                </pdf.View>
              ))}
            </pdf.View>
          </pdf.View>
          {facts.refersTo && <pdf.Text style={styles.refersTo}>{facts.refersTo}</pdf.Text>}
          <pdf.View style={styles.parties}>
            <Party party={facts.seller} pdf={pdf} />
            <Party party={facts.buyer} pdf={pdf} />
          </pdf.View>
          <pdf.Text style={styles.caption}>{facts.linesCaption}</pdf.Text>
          <pdf.View style={styles.headRow} fixed>
            <pdf.Text style={styles.description}>{facts.columns.description}</pdf.Text>
            {facts.columns.period && <pdf.Text style={styles.period}>{facts.columns.period}</pdf.Text>}
            <pdf.Text style={styles.amount}>{facts.columns.net}</pdf.Text>
          </pdf.View>
          {facts.lines.map((line, index) => (
            <pdf.View key={index} style={styles.row} wrap={false}>
              <pdf.Text style={styles.description}>{line.description}</pdf.Text>
              {facts.columns.period && <pdf.Text style={styles.period}>{line.period ?? ''}</pdf.Text>}
              <pdf.Text style={styles.amount}>{line.net}</pdf.Text>
            </pdf.View>
          ))}
          <pdf.View style={styles.totals} wrap={false}>
            {facts.totals.slice(0, -1).map((total) => (
              <pdf.View key={total.label} style={styles.totalRow}>
                <pdf.Text>{total.label}</pdf.Text>
                <pdf.Text>{total.value}</pdf.Text>
              </pdf.View>
            ))}
            <pdf.View style={styles.grandTotal}>
              <pdf.Text>{grandTotal.label}</pdf.Text>
              <pdf.Text>{grandTotal.value}</pdf.Text>
            </pdf.View>
          </pdf.View>
          {facts.taxNote && <pdf.Text style={styles.taxNote}>{facts.taxNote}</pdf.Text>}
          {facts.payment && <pdf.Text style={styles.payment}>{facts.payment}</pdf.Text>}
        </pdf.View>
        <pdf.Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${facts.documentTitle} · ${facts.seller.name} · page ${pageNumber} of ${totalPages}`}
        />
      </pdf.Page>
    </pdf.Document>
  );
}

function factTexts(facts: InvoiceFacts): string[] {
  const labelled = (list: Fact[]) => list.flatMap((fact) => [fact.label, fact.value]);
  const parties = [facts.seller, facts.buyer].flatMap((party) => [party.heading, party.name, ...party.addressLines, party.country, ...labelled(party.details)]);
  const lines = facts.lines.flatMap((line) => [line.description, line.period ?? '', line.net]);
  const { description, period, net } = facts.columns;
  return [
    facts.title,
    facts.refersTo ?? '',
    ...labelled(facts.header),
    ...parties,
    facts.linesCaption,
    description,
    period ?? '',
    net,
    ...lines,
    ...labelled(facts.totals),
    facts.taxNote ?? '',
    facts.payment ?? '',
  ];
}

/**
 * The 14 standard PDF fonts speak WinAnsi only: no "ł", "ő" or "zł". DejaVu Sans as Fontsource
 * ships it is the whole font (Latin with its extensions, Greek, Cyrillic, currency signs), one
 * file per weight; react-pdf embeds only the glyphs a document uses. Read at the first PDF, not
 * when the server starts.
 */
function registerFonts(pdf: ReactPdf) {
  const { Font } = pdf;
  const packageFile = createRequire(import.meta.url).resolve;
  const ttf = (weight: Weight) => sfntFromWoff(readFileSync(packageFile(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)));
  Font.register({
    family: FONT_FAMILY,
    fonts: WEIGHTS.map((fontWeight) => ({ src: `data:font/ttf;base64,${ttf(fontWeight).toString('base64')}`, fontWeight })),
  });
  // Names, numbers and VAT numbers must read exactly as given: react-pdf would otherwise hyphenate them.
  Font.registerHyphenationCallback((word) => [word]);
  return Promise.all(WEIGHTS.map((weight) => loadFont(pdf, weight)));
}

/**
 * fontkit caches a glyph the first time it meets it. Met as a part of a composed letter (the "u"
 * in "ü", while a PDF's font is subset) it is cached without its character, and every later PDF
 * of the process maps that glyph to nothing: its text reads "Hak kone" for "Hakukone" (fontkit
 * issue 154, react-pdf issue 3404, both open). Meeting every character of the font once, first,
 * caches each glyph with its own.
 */
async function loadFont({ Font }: ReactPdf, fontWeight: Weight) {
  await Font.load({ fontFamily: FONT_FAMILY, fontWeight });
  const font = Font.getFont({ fontFamily: FONT_FAMILY, fontWeight }).data!;
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

let fonts: ReturnType<typeof registerFonts> | null = null;

/**
 * A character the font has no glyph for would print as an empty box, and a buyer's name or an
 * amount on a tax document must not: such a document is refused, naming what it cannot show
 * (CJK and Thai script, which a date in ja-JP, zh-* or th-TH is written in, among them).
 */
async function refuseMissingGlyphs(pdf: ReactPdf, facts: InvoiceFacts): Promise<void> {
  fonts ??= registerFonts(pdf);
  const loaded = await fonts;
  const missing = new Set<string>();
  for (const character of factTexts(facts).join('')) {
    const codePoint = character.codePointAt(0)!;
    if (!/\p{Cc}/u.test(character) && loaded.some((font) => !font.hasGlyphForCodePoint(codePoint))) missing.add(character);
  }
  if (missing.size > 0) throw new RangeError(`${facts.documentTitle} has characters the PDF font cannot show: ${[...missing].join(' ')}`);
}

/**
 * react-pdf with the documents' font (DejaVu Sans, both weights) registered and loaded, for the
 * product's other PDFs (a site audit's report): the same renderer, font and glyph care as
 * invoices. `showable` puts "?" for a character the font cannot show, where text comes from
 * elsewhere (a crawled page) and must not be refused.
 */
export async function documentPdfKit(): Promise<{ pdf: ReactPdf; fontFamily: string; showable: (text: string) => string; textStyle: Styles[string] }> {
  const pdf = await loadReactPdf();
  fonts ??= registerFonts(pdf);
  const loaded = await fonts;
  const showable = (text: string) =>
    Array.from(text, (character) =>
      /\p{Cc}/u.test(character) || loaded.every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)) ? character : '?',
    ).join('');
  // react-pdf breaks lines counting characters but draws "fi", "fl", "ff" as one ligature glyph, so
  // each ligature before a break moves it a letter ("s ecure"): longer texts are set without them.
  return { pdf, fontFamily: FONT_FAMILY, showable, textStyle: { fontFamily: FONT_FAMILY, fontFeatureSettings: { liga: false } } };
}

/** The document as an A4 PDF whose text is text (searchable, copyable, read aloud), with its title and language set. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const facts = invoiceFacts(document);
  const pdf = await loadReactPdf();
  await refuseMissingGlyphs(pdf, facts);
  return pdf.renderToBuffer(<InvoicePdf facts={facts} pdf={pdf} />);
}
