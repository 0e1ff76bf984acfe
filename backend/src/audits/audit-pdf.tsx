import type { Styles } from '@react-pdf/renderer';
import { documentPdfKit } from '../invoices/invoice-pdf.js';
import type { MailBrand } from '../mail/layout.js';
import type { AuditFinding } from './audit.js';
import type { Severity } from './audit-checks.js';
import { auditCallToAction, SEVERITY_HEADINGS } from './report-texts.js';

const INK = '#1f2933';
const MUTED = '#4a5563';
const RULE = '#cbd2d9';
/** addresses listed under a finding in print; the report page lists them all */
const PAGES_SHOWN = 5;

const LOGO_HEIGHT = 28;
const LOGO_MAX_WIDTH = 180;

/** The site's logo as a PNG, with its width over its height. */
export interface PdfLogo {
  data: Buffer;
  aspect: number;
}

/** What the PDF shows of a finished run. */
export interface AuditPdfFacts {
  targetUrl: string;
  score: number;
  pageCount: number;
  findings: AuditFinding[];
  finishedAt: Date;
  /**
   * A client portal's site report: its trend and what changed since the report before. The PDF is
   * then titled a site report and has no call to action (its reader is a client already).
   */
  report?: ReportTrend;
}

/** What a site report adds to its audit: the score's move and the checks new and fixed since the report before. */
export interface ReportTrend {
  /** null for a project's first report */
  scoreChange: number | null;
  newIssues: string[];
  fixedIssues: string[];
}

const trendLine = (change: number) =>
  change === 0 ? 'Unchanged since the last report' : `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} since the last report`;

const styles = {
  // Every page keeps a top margin; the first page's band reaches over it to the sheet's edge.
  page: { color: INK, paddingTop: 40, paddingBottom: 56, paddingHorizontal: 48 },
  band: { marginTop: -40, marginHorizontal: -48, paddingHorizontal: 48, paddingTop: 28, paddingBottom: 20, color: '#ffffff' },
  brandRow: { flexDirection: 'row', alignItems: 'center' },
  logoBox: { backgroundColor: '#ffffff', borderRadius: 4, padding: 4, marginRight: 10 },
  brand: { fontSize: 11, fontWeight: 700 },
  title: { fontSize: 20, lineHeight: 1.25, fontWeight: 700, marginTop: 10 },
  subtitle: { fontSize: 10, marginTop: 4 },
  body: { fontSize: 9.5, lineHeight: 1.4, paddingTop: 20 },
  scoreRow: { flexDirection: 'row', alignItems: 'flex-end', marginBottom: 14 },
  score: { fontSize: 36, lineHeight: 1, fontWeight: 700 },
  scoreOf: { fontSize: 12, color: MUTED, marginLeft: 4, marginBottom: 4 },
  scoreNote: { marginLeft: 16, marginBottom: 4, color: MUTED },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 6 },
  finding: { borderBottomWidth: 0.75, borderBottomColor: RULE, paddingVertical: 6 },
  findingTitle: { fontWeight: 700 },
  muted: { color: MUTED },
  pageLine: { color: MUTED, fontSize: 8.5, marginLeft: 8 },
  cta: { marginTop: 22, padding: 12, borderWidth: 1.5 },
  ctaHeading: { fontSize: 12, fontWeight: 700, marginBottom: 4 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'center' },
} satisfies Styles;

const SEVERITY_ORDER: Severity[] = ['critical', 'warning', 'notice'];

type PdfKit = Awaited<ReturnType<typeof documentPdfKit>>;

function Finding({ finding, pdf, showable }: { finding: AuditFinding; pdf: PdfKit['pdf']; showable: PdfKit['showable'] }) {
  return (
    <pdf.View style={styles.finding}>
      <pdf.Text style={styles.findingTitle}>{showable(finding.title)}</pdf.Text>
      <pdf.Text style={styles.muted}>
        {finding.count} {finding.count === 1 ? 'address' : 'addresses'} · costs {finding.penalty} points
      </pdf.Text>
      <pdf.Text>{showable(finding.fix)}</pdf.Text>
      {finding.pages.slice(0, PAGES_SHOWN).map((page, index) => (
        <pdf.Text key={index} style={styles.pageLine}>
          {showable(page.detail ? `${page.url}: ${page.detail}` : page.url)}
        </pdf.Text>
      ))}
      {finding.count > PAGES_SHOWN && <pdf.Text style={styles.pageLine}>and {finding.count - PAGES_SHOWN} more</pdf.Text>}
    </pdf.View>
  );
}

/**
 * A finished audit as an A4 PDF in the agency's brand (its name, its colour, its contact details)
 * with its call to action: the report its visitor is mailed and downloads. Rendered by the
 * invoices' renderer, with their font; text from the crawled site is printed as far as the font can.
 */
export async function renderAuditPdf(facts: AuditPdfFacts, brand: MailBrand, logo?: PdfLogo): Promise<Buffer> {
  const { pdf, showable, textStyle } = await documentPdfKit();
  const host = new URL(facts.targetUrl).host;
  const date = facts.finishedAt.toISOString().slice(0, 10);
  const cta = auditCallToAction(brand);
  const trend = facts.report;
  const documentTitle = trend ? `Site report for ${host}` : `SEO analysis of ${host}`;
  const document = (
    <pdf.Document title={showable(documentTitle)} author={showable(brand.siteName)} language="en">
      <pdf.Page size="A4" style={{ ...styles.page, ...textStyle }}>
        <pdf.View style={{ ...styles.band, backgroundColor: brand.primaryColor }}>
          <pdf.View style={styles.brandRow}>
            {logo && (
              // On white, whatever the logo's colours: it was made for the site's header, not for this band.
              <pdf.View style={styles.logoBox}>
                <pdf.Image
                  src={{ data: logo.data, format: 'png' }}
                  style={{ height: LOGO_HEIGHT, width: Math.min(LOGO_MAX_WIDTH, LOGO_HEIGHT * logo.aspect), objectFit: 'contain' }}
                />
              </pdf.View>
            )}
            <pdf.Text style={styles.brand}>{showable(brand.siteName)}</pdf.Text>
          </pdf.View>
          <pdf.Text style={styles.title}>{showable(documentTitle)}</pdf.Text>
          <pdf.Text style={styles.subtitle}>{showable(`${facts.targetUrl} · ${date}`)}</pdf.Text>
        </pdf.View>
        <pdf.View style={styles.body}>
          <pdf.View style={styles.scoreRow}>
            <pdf.Text style={{ ...styles.score, color: brand.primaryColor }}>{facts.score}</pdf.Text>
            <pdf.Text style={styles.scoreOf}>/ 100</pdf.Text>
            <pdf.Text style={styles.scoreNote}>
              {facts.pageCount} {facts.pageCount === 1 ? 'page' : 'pages'} checked, {facts.findings.length} {facts.findings.length === 1 ? 'issue' : 'issues'}{' '}
              found
            </pdf.Text>
          </pdf.View>
          {trend && trend.scoreChange !== null && <pdf.Text style={styles.heading}>{trendLine(trend.scoreChange)}</pdf.Text>}
          {trend && trend.scoreChange !== null && trend.newIssues.length > 0 && (
            <pdf.View wrap={false}>
              <pdf.Text style={styles.findingTitle}>New since the last report</pdf.Text>
              {trend.newIssues.map((title, index) => (
                <pdf.Text key={index}>{showable(`• ${title}`)}</pdf.Text>
              ))}
            </pdf.View>
          )}
          {trend && trend.fixedIssues.length > 0 && (
            <pdf.View wrap={false} style={{ marginTop: 6 }}>
              <pdf.Text style={styles.findingTitle}>Fixed since the last report</pdf.Text>
              {trend.fixedIssues.map((title, index) => (
                <pdf.Text key={index}>{showable(`• ${title}`)}</pdf.Text>
              ))}
            </pdf.View>
          )}
          {facts.findings.length === 0 && <pdf.Text>No issues found: every check passed.</pdf.Text>}
          {SEVERITY_ORDER.map((severity) => {
            const findings = facts.findings.filter((finding) => finding.severity === severity);
            if (findings.length === 0) return null;
            const [first, ...rest] = findings;
            return (
              <pdf.View key={severity}>
                {/* A heading never ends a page: it goes with its first finding. */}
                <pdf.View wrap={false}>
                  <pdf.Text style={styles.heading}>
                    {SEVERITY_HEADINGS[severity]} ({findings.length})
                  </pdf.Text>
                  <Finding finding={first} pdf={pdf} showable={showable} />
                </pdf.View>
                {rest.map((finding) => (
                  <Finding key={finding.id} finding={finding} pdf={pdf} showable={showable} />
                ))}
              </pdf.View>
            );
          })}
          {!trend && (
            <pdf.View style={{ ...styles.cta, borderColor: brand.primaryColor }} wrap={false}>
              <pdf.Text style={styles.ctaHeading}>{showable(cta.heading)}</pdf.Text>
              <pdf.Text>{showable(cta.text)}</pdf.Text>
              <pdf.Link src={cta.url} style={{ color: brand.primaryColor, marginTop: 4 }}>
                {showable(`${cta.label}: ${cta.url}`)}
              </pdf.Link>
              {cta.contact && <pdf.Text style={{ marginTop: 4 }}>{showable(cta.contact)}</pdf.Text>}
            </pdf.View>
          )}
        </pdf.View>
        <pdf.Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => showable(`${documentTitle} · ${brand.siteName} · page ${pageNumber} of ${totalPages}`)}
        />
      </pdf.Page>
    </pdf.Document>
  );
  return pdf.renderToBuffer(document);
}
