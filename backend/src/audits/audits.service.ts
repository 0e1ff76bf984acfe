import { BadRequestException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Changes } from '../changes/changes.service.js';
import { checkUrl, type AddressRules } from '../common/public-fetch.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { JobQueue, type JobContext } from '../jobs/job-queue.js';
import { QUEUES } from '../jobs/jobs.js';
import { runAudit } from './audit.js';
import { AuditRun } from './audit-run.entity.js';
import { CRAWL_DEFAULTS, ROBOTS_AGENT, type CrawlOptions } from './crawler.js';
import { AUDIT_TEXTS, refusalReason } from './texts.js';

export interface AuditRequest {
  targetUrl: string;
  /** the Admin asking, by e-mail */
  requestedBy?: string | null;
  /** the lead (contact message) it belongs to */
  leadId?: string | null;
}

/**
 * Site audits: a request stores the run and queues its job in one transaction; any instance's
 * worker crawls and judges the site (at most AUDIT_CONCURRENCY at once per instance) and stores
 * the findings. A crawl cut off by a stop or a crash is started again from the home page.
 */
@Injectable()
export class AuditsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Audits');

  constructor(
    @InjectRepository(AuditRun) private readonly runs: Repository<AuditRun>,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('site-audit', { localConcurrency: this.settings.auditConcurrency }, ({ runId }, job) => this.work(runId, job));
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
      return run;
    });
  }

  find(id: string): Promise<AuditRun | null> {
    return this.runs.findOneBy({ id });
  }

  /** The job: a finished run is left alone (a job delivered twice); any other starts from the beginning. */
  private async work(runId: string, job: JobContext): Promise<void> {
    const run = await this.runs.findOneBy({ id: runId });
    if (!run || run.status === 'done' || run.status === 'failed') return;
    const started = new Date();
    await this.runs.update({ id: runId }, { status: 'running', startedAt: started, failure: null });
    try {
      const result = await runAudit(run.targetUrl, this.crawlOptions(job.signal));
      // Taken back (a stop, a lost heartbeat): the job goes back to the queue and starts again.
      if (job.signal.aborted) throw new Error(AUDIT_TEXTS.interrupted);
      const finishedAt = new Date();
      const timing = { finishedAt, durationMs: finishedAt.getTime() - started.getTime() };
      if (result.kind === 'failed') {
        await this.runs.update({ id: runId }, { status: 'failed', failure: result.reason, ...timing });
        this.logger.log(`Audit ${runId} of ${run.targetUrl} failed: ${result.reason}`);
        return;
      }
      const { outcome } = result;
      await this.runs.update({ id: runId }, { status: 'done', score: outcome.score, findings: outcome.findings, pageCount: outcome.pageCount, ...timing });
    } catch (error) {
      // The last try: the run says it failed rather than staying "running" for ever.
      if (job.retryCount >= (QUEUES['site-audit'].retryLimit ?? 0) && !job.signal.aborted) {
        await this.runs.update({ id: runId }, { status: 'failed', failure: AUDIT_TEXTS.crashed, finishedAt: new Date() });
      }
      throw error;
    }
  }
}
