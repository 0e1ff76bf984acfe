import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { getDomain } from 'tldts';
import { MoreThan, type Repository } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import { Changes, type Change } from '../changes/changes.service.js';
import { pageBounds, type Page, type PageQuery } from '../common/pagination/page.dto.js';
import { checkUrl, resolvePublicTarget, type AddressRules } from '../common/public-fetch.js';
import { MessagesService, spamReason } from '../messages/messages.service.js';
import { limiterKey, RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { JobQueue, type JobContext } from '../jobs/job-queue.js';
import { QUEUES } from '../jobs/jobs.js';
import { AuditPool } from './audit-pool.js';
import { AuditRun } from './audit-run.entity.js';
import { CRAWL_DEFAULTS, ROBOTS_AGENT, type CrawlOptions } from './crawler.js';
import { AUDIT_TEXTS, refusalReason } from './texts.js';
import { newReportToken, reportPdfName, reportTokenHash, reportTokenSealer } from './audit-records.js';
import { AuditPdfService } from './audit-pdf.service.js';
import { MailService } from '../mail/mail.service.js';
import { MailCapsService } from '../mail/mail-caps.js';
import type { SecretSealer } from '../webhooks/webhook-secrets.js';
import type { AuditRequestInput } from './audits.dto.js';

/** Requests for one site from anyone, together: nobody turns the agency's crawler on a site they do not own. */
export const SITE_REQUEST_LIMIT = { limit: 3, seconds: 60 * 60 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The site an address belongs to, as the per-site limit counts it: its registrable domain by the
 * Public Suffix List (www.shop.example.co.uk is example.co.uk; two blogs on a shared host such as
 * github.io are two sites), or the host itself for an address or a name with no such domain.
 */
export function siteOf(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

export interface AuditRequest {
  targetUrl: string;
  /** the Admin asking, by e-mail */
  requestedBy?: string | null;
  /** the Admin (or API key) asking, for the audit log; absent for a visitor's request */
  actor?: Actor;
  /** the run an Admin runs again, named in the audit log */
  again?: AuditRun;
  /** the lead (contact message) it belongs to */
  leadId?: string | null;
}

/** A visitor's request: its token (a spam-caught one's opens nothing). */
export interface VisitorRequestOutcome {
  token: string;
}

/**
 * Site audits: a request stores the run and queues its job in one transaction; any instance's
 * worker crawls and judges the site (at most AUDIT_CONCURRENCY at once per instance, each on a
 * thread of AuditPool) and stores the findings. A crawl cut off by a stop or a crash is started again from the home page.
 */
@Injectable()
export class AuditsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Audits');

  constructor(
    @InjectRepository(AuditRun) private readonly runs: Repository<AuditRun>,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly jobs: JobQueue,
    private readonly messages: MessagesService,
    private readonly rateLimits: RateLimitStore,
    private readonly mail: MailService,
    private readonly mailCaps: MailCapsService,
    private readonly pdfs: AuditPdfService,
    private readonly pool: AuditPool,
  ) {
    this.sealer = reportTokenSealer(settings.jwtSecret);
  }

  private readonly sealer: SecretSealer;
  /** who hears of each run that ended (the client portal's reports) */
  private readonly endListeners: ((run: AuditRun) => Promise<void>)[] = [];

  /** Calls the listener with each run that ended, done or failed, after its visitor's mail; a job delivered twice calls it twice. */
  onRunEnded(listener: (run: AuditRun) => Promise<void>): void {
    this.endListeners.push(listener);
  }

  private async ended(runId: string): Promise<void> {
    const run = await this.runs.findOneBy({ id: runId });
    if (!run || (run.status !== 'done' && run.status !== 'failed')) return;
    for (const listener of this.endListeners) {
      await listener(run).catch((error: Error) => this.logger.error(`After audit ${runId}: ${error.message}`));
    }
  }

  /** The address as an audit would start from it, or why the address rules refuse its spelling (its resolution is checked by the crawl). */
  acceptable(targetUrl: string): { href: string } | { refused: string } {
    if (targetUrl.length > 2000) return { refused: AUDIT_TEXTS.urlTooLong };
    const checked = checkUrl(targetUrl, this.rules);
    return 'reason' in checked ? { refused: refusalReason(checked) } : { href: checked.url.href };
  }

  /** Stores a run and queues its job in the caller's change (a report of the client portal); a refused address is a 400. */
  async queueIn(change: Change, targetUrl: string, requestedBy: string | null): Promise<AuditRun> {
    const checked = this.acceptable(targetUrl);
    if ('refused' in checked) throw new BadRequestException(checked.refused);
    const runs = change.manager.getRepository(AuditRun);
    const run = await runs.save(runs.create({ targetUrl: checked.href, requestedBy }));
    await change.enqueue('site-audit', { runId: run.id }, { singletonKey: run.id });
    return run;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('site-audit', { localConcurrency: this.settings.auditConcurrency }, ({ runId, sealedToken }, job) =>
      this.work(runId, job, sealedToken),
    );
  }

  private get rules(): AddressRules {
    return { allowPrivate: this.settings.auditsAllowPrivate, allowHttp: true };
  }

  /** What the crawl may do: the settings' page cap, the defaults' limits, a user agent naming this site. */
  crawlOptions(signal?: AbortSignal): CrawlOptions {
    return {
      ...CRAWL_DEFAULTS,
      maxPages: this.settings.auditMaxPages,
      userAgent: `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; +${this.settings.publicUrl})`,
      rules: this.rules,
      signal,
    };
  }

  /** Queues an audit; the address is refused at once when its spelling breaks the address rules (its resolution is checked by the crawl). */
  async request(input: AuditRequest): Promise<AuditRun> {
    if (input.targetUrl.length > 2000) throw new BadRequestException(AUDIT_TEXTS.urlTooLong);
    const checked = checkUrl(input.targetUrl, this.rules);
    if ('reason' in checked) throw new BadRequestException(refusalReason(checked));
    return this.changes.run({}, async (change) => {
      const run = await change.manager
        .getRepository(AuditRun)
        .save(
          change.manager.getRepository(AuditRun).create({ targetUrl: checked.url.href, requestedBy: input.requestedBy ?? null, leadId: input.leadId ?? null }),
        );
      await change.enqueue('site-audit', { runId: run.id }, { singletonKey: run.id });
      if (input.actor) {
        await change.record(input.actor, {
          kind: 'site-audit',
          action: input.again ? 'rerun' : 'run',
          subject: `Audit of ${run.targetUrl}`,
          subjectId: run.id,
          ...(input.again ? { detail: `again after ${input.again.id}` } : {}),
        });
      }
      return run;
    });
  }

  /**
   * The free analysis a visitor asks for: the address is checked (and resolved) first, so a refused
   * one stores nothing; the spam checks of the contact form keep a caught request for review and
   * answer the same; each site may be asked for a few times an hour, by everyone together. The lead
   * (a message), the run with its token's hash and the job are stored in one transaction; the
   * Admins hear of the lead after it, as of any contact message.
   */
  async requestByVisitor(input: AuditRequestInput): Promise<VisitorRequestOutcome> {
    if (input.url.length > 2000) throw new BadRequestException(AUDIT_TEXTS.urlTooLong);
    const target = await resolvePublicTarget(input.url, this.rules);
    if ('refused' in target) throw new BadRequestException(refusalReason(target.refused));
    const url = target.url;
    const fields = {
      name: input.name || input.email,
      email: input.email,
      number: input.number || null,
      subject: AUDIT_TEXTS.leadSubject(url.host),
      message: url.href,
    };
    const token = newReportToken();
    const reason = spamReason(input);
    if (reason) {
      // The same answer as a real request: a robot learns nothing from it, and its token opens nothing.
      await this.messages.keepSpam(fields, reason);
      return { token };
    }
    await this.countForSite(url);
    const lead = await this.changes.run({}, async (change) => {
      const message = await this.messages.addLead(change, fields);
      const runs = change.manager.getRepository(AuditRun);
      const run = await runs.save(
        runs.create({
          targetUrl: url.href,
          leadId: message._id,
          reportTokenHash: reportTokenHash(token),
          reportExpiresAt: new Date(Date.now() + this.settings.auditReportDays * DAY_MS),
        }),
      );
      await change.enqueue('site-audit', { runId: run.id, sealedToken: this.sealer.seal(token) }, { singletonKey: run.id });
      return message;
    });
    await this.messages.notify(lead);
    return { token };
  }

  /** One more request for the site's registrable domain (www.example.co.uk and example.co.uk count as one); 429 past the limit. */
  private async countForSite(url: URL): Promise<void> {
    const site = siteOf(url);
    const limiter = this.rateLimits.limiter('audit-request-site', SITE_REQUEST_LIMIT);
    try {
      await limiter.consume(limiterKey(site));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new HttpException(AUDIT_TEXTS.tooManyForSite(site, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))), HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** The run a report token opens, while it has not expired; the same 404 for a token unknown, malformed or expired. */
  async byToken(token: string): Promise<AuditRun> {
    const hash = reportTokenHash(token);
    const run = hash ? await this.runs.findOneBy({ reportTokenHash: hash, reportExpiresAt: MoreThan(new Date()) }) : null;
    if (!run) throw new NotFoundException(AUDIT_TEXTS.reportNotFound);
    return run;
  }

  find(id: string): Promise<AuditRun | null> {
    return this.runs.findOneBy({ id });
  }

  async get(id: string): Promise<AuditRun> {
    const run = await this.find(id);
    if (!run) throw new NotFoundException(AUDIT_TEXTS.runNotFound(id));
    return run;
  }

  async page(query: PageQuery): Promise<Page<AuditRun>> {
    const { page, pageSize, offset } = pageBounds(query, 10);
    const [items, total] = await this.runs.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: pageSize });
    return { items, total, page, pageSize };
  }

  /** An Admin runs the audit of a run's address again, for the same lead; the new run is the Admin's. */
  async rerun(id: string, actor: Actor): Promise<AuditRun> {
    const run = await this.get(id);
    return this.request({ targetUrl: run.targetUrl, leadId: run.leadId, requestedBy: actor.email, actor, again: run });
  }

  /** Two runs to compare; both must be done. */
  async comparable(id: string, otherId: string): Promise<[AuditRun, AuditRun]> {
    const [first, second] = await Promise.all([this.get(id), this.get(otherId)]);
    if (first.status !== 'done' || second.status !== 'done') throw new ConflictException(AUDIT_TEXTS.notComparable);
    return [first, second];
  }

  /** The job: a finished run is left alone (a job delivered twice); any other starts from the beginning. */
  private async work(runId: string, job: JobContext, sealedToken?: string): Promise<void> {
    const run = await this.runs.findOneBy({ id: runId });
    if (!run) return;
    // Finished by an earlier delivery that stopped before its mail: the mail is what is left to do.
    if (run.status === 'done' || run.status === 'failed') {
      await this.mailVisitor(run, sealedToken);
      return this.ended(runId);
    }
    const started = new Date();
    await this.runs.update({ id: runId }, { status: 'running', startedAt: started, failure: null });
    try {
      // On a thread of the pool, off the one that answers pages; the job's signal ends it there.
      const { signal: _none, ...options } = this.crawlOptions();
      const result = await this.pool.run(run.targetUrl, options, job.signal).catch((error: unknown) => {
        throw job.signal.aborted ? new Error(AUDIT_TEXTS.interrupted) : error;
      });
      // Taken back (a stop, a lost heartbeat): the job goes back to the queue and starts again.
      if (job.signal.aborted) throw new Error(AUDIT_TEXTS.interrupted);
      const finishedAt = new Date();
      const timing = { finishedAt, durationMs: finishedAt.getTime() - started.getTime() };
      if (result.kind === 'failed') {
        await this.runs.update({ id: runId }, { status: 'failed', failure: result.reason, ...timing });
        this.logger.log(`Audit ${runId} of ${run.targetUrl} failed: ${result.reason}`);
      } else {
        const { outcome } = result;
        await this.runs.update({ id: runId }, { status: 'done', score: outcome.score, findings: outcome.findings, pageCount: outcome.pageCount, ...timing });
      }
    } catch (error) {
      // The last try: the run says it failed rather than staying "running" for ever.
      if (job.retryCount >= (QUEUES['site-audit'].retryLimit ?? 0) && !job.signal.aborted) {
        await this.runs.update({ id: runId }, { status: 'failed', failure: AUDIT_TEXTS.crashed, finishedAt: new Date() });
        await this.mailVisitor(run, sealedToken);
        await this.ended(runId);
      }
      throw error;
    }
    await this.mailVisitor(run, sealedToken);
    await this.ended(runId);
  }

  /**
   * The one mail a visitor gets when their audit ends: the report's link, the score, the top
   * issues, the agency's call to action and (a done run) the PDF. Claimed in the row first, so a
   * job delivered twice, or two instances, mail once. An Admin's run (no sealed token) mails nobody;
   * nor does one whose lead was deleted (an erasure), or whose token this server cannot open.
   */
  private async mailVisitor(run: AuditRun, sealedToken: string | undefined): Promise<void> {
    if (!sealedToken || !run.leadId) return;
    const token = this.sealer.open(sealedToken);
    const lead = await this.messages.find(run.leadId);
    if (!token || !lead) return;
    const claimed = await this.runs
      .createQueryBuilder()
      .update()
      .set({ reportMailedAt: () => 'now()' })
      .where('id = :id AND report_mailed_at IS NULL', { id: run.id })
      .execute();
    if (!claimed.affected) return;
    const finished = (await this.runs.findOneBy({ id: run.id }))!;
    try {
      // A stranger can name any address: the visitor's mail counts against what unproved addresses may get.
      if (await this.mailCaps.admit({ to: lead.email, kind: 'auditReport' }, ['unproved'])) return;
      const done = finished.status === 'done';
      const attachments = done
        ? [{ filename: reportPdfName(finished), contentType: 'application/pdf', contentBase64: (await this.pdfs.render(finished)).toString('base64') }]
        : [];
      this.mail.deliver({
        kind: 'auditReport',
        to: lead.email,
        data: {
          targetUrl: finished.targetUrl,
          reportUrl: `${this.settings.publicUrl}/analysis/${token}`,
          status: done ? 'done' : 'failed',
          score: finished.score,
          topIssues: (finished.findings ?? []).slice(0, 3).map((finding) => ({ title: finding.title, fix: finding.fix })),
          failure: finished.failure,
          reportDays: this.settings.auditReportDays,
        },
        attachments,
      });
    } catch (error) {
      // The report stays readable through its link; only the mail is lost.
      this.logger.error(`Could not mail the report of audit ${run.id}: ${(error as Error).message}`);
    }
  }
}
