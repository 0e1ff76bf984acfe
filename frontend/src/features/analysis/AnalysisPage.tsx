import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { AuditsService, errorMessage, type AuditReport } from '../../api/client';
import { PublicLayout } from '../../layout/PublicLayout';
import { buttonClass } from '../../site/button';
import { Container } from '../../site/Container';
import { useDateTime } from '../../site/dates';
import { fillIn } from '../../site/fill-in';
import text from '../../site/text.module.css';
import { useHydrated } from '../../site/use-hydrated';
import { useSiteTexts } from '../../site/use-site';
import classes from './analysis.module.css';
import type { SiteTexts } from '../../site/brand';
import { bySeverity, counted, isPending, pdfPath, POLL_MS, scoreGrade, severityGroups, type Finding } from './report';

const route = getRouteApi('/analysis/$token');

/** The report page at /analysis/{token}: the token is the secret the visitor got, so the server draws the page without it. */
export function AnalysisPage() {
  const { token } = route.useParams();
  // The server renders this page once for every token (its page cache keeps pages by route): what the token shows waits for the browser.
  const hydrated = useHydrated();
  const texts = useSiteTexts();
  return (
    <PublicLayout>
      {hydrated ? (
        <AnalysisReport token={token} />
      ) : (
        <AnalysisShell said={texts.analysisQueued}>
          <Progress />
        </AnalysisShell>
      )}
    </PublicLayout>
  );
}

/**
 * The page's frame: its heading and one live region that says how the audit stands (waiting,
 * running, ready), kept in place from the first paint so that screen readers announce each change.
 */
function AnalysisShell({ said, children }: { said: string; children?: ReactNode }) {
  const texts = useSiteTexts();
  return (
    <Container className={classes.page}>
      <h1 className={text.h1}>{texts.analysisHeading}</h1>
      <p role="status" className={classes.said}>
        {said}
      </p>
      {children}
    </Container>
  );
}

/** The live region's line for each state of the audit, in the site's fixed texts. */
const SAID = {
  queued: 'analysisQueued',
  running: 'analysisRunning',
  done: 'analysisReady',
  failed: 'analysisFailed',
} as const satisfies Record<AuditReport['status'], keyof SiteTexts>;

/** Reads the report and asks again every POLL_MS while the audit waits or runs; then shows it. */
export function AnalysisReport({ token }: { token: string }) {
  const texts = useSiteTexts();
  const [report, setReport] = useState<AuditReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const current = await AuditsService.getAuditReport({ token });
        if (stopped) return;
        setReport(current);
        if (isPending(current)) timer = setTimeout(read, POLL_MS);
      } catch (error) {
        if (!stopped) setFailure(errorMessage(error));
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token]);

  if (failure) {
    return (
      <AnalysisShell said="">
        <p className={classes.alert} role="alert">
          {failure}
        </p>
        <Link to="/" className={`${buttonClass()} ${classes.start}`}>
          {texts.analysisBackHome}
        </Link>
      </AnalysisShell>
    );
  }
  if (!report || isPending(report)) {
    return (
      <AnalysisShell said={texts[SAID[report?.status ?? 'queued']]}>
        {report && <SiteLine report={report} />}
        <Progress />
      </AnalysisShell>
    );
  }
  return (
    <AnalysisShell said={texts[SAID[report.status]]}>
      <SiteLine report={report} />
      {report.status === 'done' ? <ReportBody token={token} report={report} /> : <FailedRun report={report} />}
      <CallToAction />
    </AnalysisShell>
  );
}

function SiteLine({ report }: { report: AuditReport }) {
  const when = useDateTime();
  return (
    <p className={`${text.body} ${text.muted}`}>
      <span className={classes.site}>{report.targetUrl}</span>
      {report.finishedAt && (
        <>
          {' · '}
          <time dateTime={String(report.finishedAt)}>{when(new Date(report.finishedAt))}</time>
        </>
      )}
    </p>
  );
}

/** While the audit waits or runs: a spinner, and that the visitor need not wait here. */
function Progress() {
  const texts = useSiteTexts();
  return (
    <div className={classes.progress}>
      <span className={classes.spinner} aria-hidden="true" />
      {texts.analysisWaiting && <p className={`${text.small} ${text.muted}`}>{texts.analysisWaiting}</p>}
    </div>
  );
}

function FailedRun({ report }: { report: AuditReport }) {
  const texts = useSiteTexts();
  return (
    <p className={classes.alert} role="alert">
      {texts.analysisCouldNotCheck}
      {report.failure ? `: ${report.failure}` : '.'}
    </p>
  );
}

function ReportBody({ token, report }: { token: string; report: AuditReport }) {
  const findings = report.findings ?? [];
  const groups = bySeverity(findings);
  const score = report.score ?? 0;
  const texts = useSiteTexts();
  const grade = scoreGrade(score, texts);
  const severities = severityGroups(texts);
  const expires = useDateTime();
  return (
    <>
      <section aria-labelledby="analysis-score" className={classes.summary}>
        <h2 id="analysis-score" className={text.visuallyHidden}>
          Score
        </h2>
        <div className={classes.score} data-tone={grade.tone} role="img" aria-label={`Score ${score} out of 100: ${grade.label}`}>
          <span className={classes.scoreValue}>{score}</span>
          <span className={classes.scoreOutOf}>/ 100</span>
        </div>
        <div className={classes.figures}>
          <p className={`${text.large} ${text.strong}`}>{grade.label}</p>
          <p className={text.body}>
            {fillIn(texts.analysisPagesChecked, { count: report.pageCount })} ·{' '}
            {severities.map((group) => counted(groups[group.severity].length, group)).join(' · ')}
          </p>
          <p className={`${text.small} ${text.muted}`}>
            <a href={pdfPath(token)} download className={classes.pdf}>
              {texts.analysisPdfLink}
            </a>
            {' · '}
            This report stays at this address until <time dateTime={String(report.expiresAt)}>{expires(new Date(report.expiresAt))}</time>.
          </p>
        </div>
      </section>
      {findings.length === 0 ? (
        <p className={text.body}>{texts.analysisNoIssues}</p>
      ) : (
        severities
          .filter(({ severity }) => groups[severity].length > 0)
          .map(({ severity, heading, why }) => (
            <section key={severity} aria-labelledby={`analysis-${severity}`} className={classes.group}>
              <h2 id={`analysis-${severity}`} className={text.h3}>
                {heading} ({groups[severity].length})
              </h2>
              <p className={`${text.small} ${text.muted}`}>{why}</p>
              <ul className={classes.findings}>
                {groups[severity].map((finding) => (
                  <FindingItem key={finding.id} finding={finding} />
                ))}
              </ul>
            </section>
          ))
      )}
    </>
  );
}

function FindingItem({ finding }: { finding: Finding }) {
  const texts = useSiteTexts();
  const more = finding.count - finding.pages.length;
  return (
    <li className={classes.finding} data-severity={finding.severity}>
      <h3 className={text.h5}>{finding.title}</h3>
      <p className={text.body}>
        <span className={text.strong}>{texts.analysisHowToFix} </span>
        {finding.fix}
      </p>
      {finding.pages.length > 0 && (
        <details className={classes.pages}>
          <summary>{fillIn(texts.analysisPagesAffected, { count: finding.count })}</summary>
          <ul>
            {finding.pages.map((page) => (
              <li key={page.url}>
                <span className={classes.url}>{page.url}</span>
                {page.detail && <span className={text.muted}> — {page.detail}</span>}
              </li>
            ))}
            {more > 0 && <li className={text.muted}>{fillIn(texts.analysisMorePages, { count: more })}</li>}
          </ul>
        </details>
      )}
    </li>
  );
}

function CallToAction() {
  const texts = useSiteTexts();
  return (
    <aside aria-label={texts.analysisNextLabel} className={classes.cta}>
      {texts.analysisCallToAction && <p className={`${text.large} ${text.strong}`}>{texts.analysisCallToAction}</p>}
      <div className={classes.actions}>
        <Link to="/contact" className={buttonClass({ size: 'md' })}>
          {texts.analysisCallToActionButton}
        </Link>
        <Link to="/pricing" className={buttonClass({ size: 'md', variant: 'outline' })}>
          {texts.analysisPackagesButton}
        </Link>
      </div>
    </aside>
  );
}
