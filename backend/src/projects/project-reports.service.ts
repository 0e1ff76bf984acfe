import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import { AuditRun } from '../audits/audit-run.entity.js';
import { AuditPdfService } from '../audits/audit-pdf.service.js';
import { AuditsService } from '../audits/audits.service.js';
import type { Viewer } from '../auth/viewer.js';
import { Changes } from '../changes/changes.service.js';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { MailService } from '../mail/mail.service.js';
import { RosterService } from '../users/roster.service.js';
import { Project, ProjectReport, type ReportSchedule } from './project.entity.js';
import { REPORT_TEXTS, type ProjectReportingInput, type ProjectReportRecord, type ReportIssue } from './project-reports.dto.js';
import { projectRecord, type ProjectRecord } from './projects.dto.js';
import { ProjectsService } from './projects.service.js';
import { reportSite } from './report-site.js';

/** The due time after `from` for a schedule (a month is a calendar month, so reports keep their day). */
export function nextDue(from: Date, schedule: Exclude<ReportSchedule, 'off'>): Date {
  const next = new Date(from);
  if (schedule === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + (schedule === 'monthly' ? 1 : 3));
  return next;
}

/** The subscription states whose service runs: paid up, a payment being retried, or cancelled until the paid period ends. */
const SERVING = `('active', 'past_due', 'cancelled')`;

/**
 * The client portal's site reports: for each retainer still served whose site is known, the audit
 * engine runs on the project's schedule (monthly unless the agency says otherwise) and the report
 * (score, its trend, issues new and fixed) is added to the project; its client is mailed a link
 * once the audit ends. Each instance asks the job queue for a sweep now and then; one sweep runs
 * at a time anywhere, and each due project is claimed under its row lock, so a period is reported once.
 */
@Injectable()
export class ProjectReportsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ProjectReports');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly jobs: JobQueue,
    private readonly audits: AuditsService,
    private readonly mail: MailService,
    private readonly projects: ProjectsService,
    private readonly pdfs: AuditPdfService,
    private readonly roster: RosterService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.audits.onRunEnded((run) => this.runEnded(run));
    await this.jobs.work('project-report-sweep', { localConcurrency: 1 }, async () => {
      await this.sweep();
    });
    this.timer = setInterval(() => void this.askForSweep(), this.settings.projectReportSweepSeconds * 1000);
    this.timer.unref();
    void this.askForSweep();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Queues a sweep unless one waits or runs (the queue's exclusive key), anywhere. */
  private async askForSweep(): Promise<void> {
    try {
      if (await this.jobs.send('project-report-sweep', {}, { singletonKey: 'sweep' })) this.jobs.wake('project-report-sweep');
    } catch (error) {
      this.logger.warn(`Could not ask for the report sweep: ${(error as Error).message}`);
    }
  }

  /** Makes the report of every project due now (at most 100 a sweep; the next sweep takes the rest). The number made. */
  async sweep(): Promise<number> {
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT p.id FROM project p JOIN subscription s ON s.order_id = p.order_id
        WHERE p.report_schedule <> 'off' AND s.status IN ${SERVING} AND (p.next_report_at IS NULL OR p.next_report_at <= now())
        ORDER BY p.next_report_at ASC NULLS FIRST, p.id LIMIT 100`,
    );
    let made = 0;
    for (const { id } of due) {
      try {
        if (await this.reportDue(id)) made += 1;
      } catch (error) {
        this.logger.error(`Could not start the report of project ${id}: ${(error as Error).message}`);
      }
    }
    return made;
  }

  /**
   * Claims the project's due period under its row lock: a second sweep (another instance) waits
   * for the lock, then reads the next due time the first one set and finds nothing to do. The next
   * due time, the report and its audit's job commit together or not at all.
   */
  private async reportDue(id: string): Promise<boolean> {
    return this.changes.run({}, async (change) => {
      const project = await change.manager.getRepository(Project).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!project || project.reportSchedule === 'off') return false;
      const now = new Date();
      if (project.nextReportAt && project.nextReportAt > now) return false;
      const site = reportSite(project);
      // No site yet (the client has not answered), or one the address rules refuse: nothing is due until that changes.
      if (!site || 'refused' in this.audits.acceptable(site)) return false;
      const dueAt = project.nextReportAt ?? now;
      let next = nextDue(dueAt, project.reportSchedule);
      // A server stopped for periods makes one report, not one per period missed.
      if (next <= now) next = nextDue(now, project.reportSchedule);
      await change.manager.getRepository(Project).update({ id }, { nextReportAt: next });
      await this.store(change, project, site, { scheduled: true, dueAt, actor: undefined });
      return true;
    });
  }

  /** "Run a report now": the agency's report, beside the schedule; one at a time per project. */
  async runNow(id: string, actor: Viewer): Promise<ApiShape<ProjectReportRecord>> {
    const reportId = await this.changes.run({}, async (change) => {
      const project = await change.manager.getRepository(Project).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!project) throw new NotFoundException(`Project ${id} was not found`);
      const site = reportSite(project);
      if (!site) throw new ConflictException(REPORT_TEXTS.noSite);
      const [busy]: unknown[] = await change.manager.query(
        `SELECT 1 FROM project_report r JOIN audit_run a ON a.id = r.audit_run_id WHERE r.project_id = $1 AND a.status IN ('queued', 'running') LIMIT 1`,
        [id],
      );
      if (busy) throw new ConflictException(REPORT_TEXTS.underWay);
      return this.store(change, project, site, { scheduled: false, dueAt: null, actor });
    });
    const [record] = (await this.records(id, await this.readsAudits(actor))).filter((report) => report._id === reportId);
    return record;
  }

  private async store(
    change: Parameters<Parameters<Changes['run']>[1]>[0],
    project: Project,
    site: string,
    how: { scheduled: boolean; dueAt: Date | null; actor: Actor | undefined },
  ): Promise<string> {
    const run = await this.audits.queueIn(change, site, how.actor?.email ?? null);
    const reports = change.manager.getRepository(ProjectReport);
    const report = await reports.save(reports.create({ projectId: project.id, auditRunId: run.id, scheduled: how.scheduled, dueAt: how.dueAt }));
    await change.record(how.actor, {
      kind: 'project',
      action: 'report',
      subject: `Project of order ${project.orderId} (${project.packageName})`,
      subjectId: project.id,
      detail: `${how.scheduled ? 'scheduled' : 'asked for'}: audit of ${run.targetUrl}`,
    });
    return report.id;
  }

  /** The agency sets the site and the schedule; a changed schedule counts from the last scheduled report (or starts at once). */
  async setReporting(id: string, input: ProjectReportingInput, actor: Actor | undefined): Promise<ApiShape<ProjectRecord>> {
    if (input.siteUrl !== null) {
      const checked = this.audits.acceptable(input.siteUrl);
      if ('refused' in checked) throw new BadRequestException(checked.refused);
    }
    return this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(Project);
      const project = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!project) throw new NotFoundException(`Project ${id} was not found`);
      let nextReportAt = project.nextReportAt;
      if (input.schedule !== project.reportSchedule) {
        const [last]: { created_at: Date }[] = await change.manager.query(
          `SELECT created_at FROM project_report WHERE project_id = $1 AND scheduled ORDER BY created_at DESC LIMIT 1`,
          [id],
        );
        nextReportAt = input.schedule === 'off' || !last ? null : nextDue(new Date(last.created_at), input.schedule);
      }
      await repository.update({ id }, { siteUrl: input.siteUrl, reportSchedule: input.schedule, nextReportAt });
      await change.record(actor, {
        kind: 'project',
        action: 'reporting',
        subject: `Project of order ${project.orderId} (${project.packageName})`,
        subjectId: id,
        detail: `${input.schedule}${input.siteUrl ? `, ${input.siteUrl}` : ''}`,
      });
      const changed = await repository.findOneByOrFail({ id });
      const [{ customer_email: email }]: { customer_email: string }[] = await change.manager.query(`SELECT customer_email FROM customer_order WHERE id = $1`, [
        changed.orderId,
      ]);
      return projectRecord(changed, email);
    });
  }

  /**
   * The project's reports, newest first, for its customer or the agency. Each one's audit run id
   * goes only to those who may open that run (the audits permission, or a key's audits:read):
   * the portal's own permission reads the report, its findings and its PDF, never the audits of
   * others (the visitors' free analyses and their leads) behind GET /api/audits/{id}.
   */
  async list(viewer: Viewer, id: string): Promise<ApiShape<ProjectReportRecord>[]> {
    const { admin } = await this.projects.visible(viewer, id);
    return this.records(id, admin && (await this.readsAudits(viewer)));
  }

  /**
   * A finished report as a PDF, in the agency's brand, by the audits' renderer with its trend and
   * no call to action: to whoever reads the report (the project's customer, the agency), else the
   * 404 of a missing one; one of another project answers 404 too.
   */
  async pdf(viewer: Viewer, projectId: string, reportId: string): Promise<{ body: Buffer; fileName: string }> {
    await this.projects.visible(viewer, projectId);
    const report = await this.dataSource.getRepository(ProjectReport).findOneBy({ id: reportId, projectId });
    if (!report) throw new NotFoundException(`Report ${reportId} was not found`);
    const run = await this.dataSource.getRepository(AuditRun).findOneByOrFail({ id: report.auditRunId });
    const record = (await this.records(projectId, false)).find((one) => one._id === reportId)!;
    const body = await this.pdfs.render(run, {
      scoreChange: record.scoreChange,
      newIssues: record.newIssues.map((issue) => issue.title),
      fixedIssues: record.fixedIssues.map((issue) => issue.title),
    });
    const host = new URL(run.targetUrl).hostname.replace(/[^a-z0-9.-]/gi, '_');
    return { body, fileName: `site-report-${host}-${(run.finishedAt ?? run.createdAt).toISOString().slice(0, 10)}.pdf` };
  }

  private async readsAudits(viewer: Viewer): Promise<boolean> {
    if (viewer.apiKey) return viewer.apiKey.scopes.includes('audits:read');
    return this.roster.can(viewer, 'audits');
  }

  private async records(projectId: string, agency: boolean, manager: EntityManager = this.dataSource.manager): Promise<ApiShape<ProjectReportRecord>[]> {
    const reports = await manager.getRepository(ProjectReport).find({ where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } });
    if (reports.length === 0) return [];
    const runs = await manager.getRepository(AuditRun).find({ where: reports.map((report) => ({ id: report.auditRunId })) });
    const byId = new Map(runs.map((run) => [run.id, run]));
    let earlier: AuditRun | undefined;
    const out: ApiShape<ProjectReportRecord>[] = [];
    for (const report of reports) {
      const run = byId.get(report.auditRunId)!;
      const done = run.status === 'done';
      const issues: ReportIssue[] = (run.findings ?? []).map((finding) => ({
        id: finding.id,
        title: finding.title,
        severity: finding.severity,
        fix: finding.fix,
        count: finding.count,
      }));
      const before = new Set((earlier?.findings ?? []).map((finding) => finding.id));
      const now = new Set(issues.map((issue) => issue.id));
      out.push(
        apiShape({
          _id: report.id,
          projectId,
          siteUrl: run.targetUrl,
          scheduled: report.scheduled,
          status: run.status,
          score: run.score,
          scoreChange: done && earlier ? run.score! - earlier.score! : null,
          pageCount: run.pageCount,
          issues,
          newIssues: done ? issues.filter((issue) => !before.has(issue.id)) : [],
          fixedIssues:
            done && earlier ? earlier.findings!.filter((finding) => !now.has(finding.id)).map((finding) => ({ id: finding.id, title: finding.title })) : [],
          failure: run.failure,
          createdAt: report.createdAt,
          finishedAt: run.finishedAt,
          ...(agency ? { auditRunId: run.id } : {}),
        }),
      );
      // Trends are against the latest earlier report with a score; a failed audit is skipped.
      if (done) earlier = run;
    }
    return out.reverse();
  }

  /** An audit ended: if it is a project's report, its customer is mailed a link (once: mailed_at is claimed first). */
  private async runEnded(run: AuditRun): Promise<void> {
    const report = await this.dataSource.getRepository(ProjectReport).findOneBy({ auditRunId: run.id });
    if (!report) return;
    const { id, projectId } = report;
    // The claim and the webhook event commit together: one instance claims, and integrations hear of it once.
    const claimed = await this.changes.run({}, async (change) => {
      const done = await change.manager
        .getRepository(ProjectReport)
        .createQueryBuilder()
        .update()
        .set({ mailedAt: () => 'now()' })
        .where('id = :id AND mailed_at IS NULL', { id })
        .execute();
      if (!done.affected) return false;
      const ready = (await this.records(projectId, true, change.manager)).find((one) => one._id === id);
      if (ready) await change.emit('project.report_ready', { report: ready });
      return true;
    });
    if (!claimed) return;
    const [facts]: { customer_email: string; package_name: string }[] = await this.dataSource.query(
      `SELECT o.customer_email, p.package_name FROM project p JOIN customer_order o ON o.id = p.order_id WHERE p.id = $1`,
      [projectId],
    );
    if (!facts) return;
    const record = (await this.records(projectId, false)).find((report) => report._id === id);
    await this.mail
      .send({
        to: facts.customer_email,
        kind: 'projectReport',
        data: {
          packageName: facts.package_name,
          site: new URL(run.targetUrl).host,
          score: record?.score ?? null,
          scoreChange: record?.scoreChange ?? null,
          projectUrl: this.projects.projectUrl(projectId),
        },
      })
      .catch((error: Error) => this.logger.warn(`Could not mail the report of project ${projectId}: ${error.message}`));
  }
}
