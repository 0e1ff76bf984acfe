import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { Changes, type Change } from '../changes/changes.service.js';
import type { ApiShape } from '../common/api-shape.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { RosterService } from '../users/roster.service.js';
import { OfferPortal, Project } from './project.entity.js';
import {
  offerPortalRecord,
  projectRecord,
  type OfferPortalInput,
  type OfferPortalRecord,
  type OnboardingAnswersInput,
  type ProjectQuery,
  type ProjectRecord,
  type ProjectStagesInput,
} from './projects.dto.js';
import { DEFAULT_STAGES, PROJECT_LIMITS, PROJECT_TEXTS } from './texts.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The client portal's projects: one per paid order or started retainer, opened in the change that
 * made it so (its payment, its sign-up at PayPal), owned by the ordering account. A customer reads
 * only their own; anyone else's answers the same 404 as a missing one, so ids tell nothing.
 */
@Injectable()
export class ProjectsService {
  private readonly logger = new Logger('Projects');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly changes: Changes,
    private readonly mail: MailService,
    private readonly roster: RosterService,
  ) {}

  /**
   * In the change that paid the order or started its retainer: the project, with the stages and
   * questions its offer has then. Once per order (a second payment, a renewal open nothing), and
   * none for an order whose account is gone.
   */
  async open(change: Change, orderId: string): Promise<void> {
    const { manager } = change;
    const [order]: { account_id: string | null; package_id: string; package_name: string; customer_email: string }[] = await manager.query(
      `SELECT account_id, package_id, package_name, customer_email FROM customer_order WHERE id = $1`,
      [orderId],
    );
    if (!order?.account_id) return;
    const portal = await manager.getRepository(OfferPortal).findOneBy({ packageId: order.package_id });
    const stages = (portal?.stages ?? DEFAULT_STAGES).map((name, index) => ({ name, startsOn: index === 0 ? today() : null, endsOn: null }));
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO project (order_id, account_id, package_id, package_name, stages, questions) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT "UQ_project_order" DO NOTHING RETURNING id`,
      [orderId, order.account_id, order.package_id, order.package_name, JSON.stringify(stages), JSON.stringify(portal?.questions ?? [])],
    );
    if (inserted.length === 0) return;
    const project = await manager.getRepository(Project).findOneByOrFail({ id: inserted[0].id });
    await change.record(undefined, { kind: 'project', action: 'open', subject: `Project of order ${orderId} (${order.package_name})`, subjectId: project.id });
    await change.emit('project.created', { project: projectRecord(project, order.customer_email) });
  }

  /** A customer pages through their own projects; an Admin or an API key through everyone's, newest first. */
  async page(viewer: Viewer, query: ProjectQuery): Promise<Page<ApiShape<ProjectRecord>>> {
    const all = await this.seesAll(viewer);
    const { page, pageSize, offset } = pageBounds(query, 10);
    const where = all ? 'true' : 'p.account_id = $1';
    const parameters = all ? [] : [viewer.id];
    const rows = await this.rows(`${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${pageSize} OFFSET ${offset}`, parameters);
    const [{ total }]: [{ total: number }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM project p WHERE ${where}`, parameters);
    const unread = viewer.apiKey
      ? undefined
      : await this.unread(
          rows.map((row) => row.project.id),
          all,
        );
    return { items: rows.map((row) => projectRecord(row.project, row.customerEmail, unread && (unread.get(row.project.id) ?? 0))), total, page, pageSize };
  }

  /** The customer's own project, or any for an Admin or an API key; anyone else gets the 404 of a missing one. */
  async getVisible(viewer: Viewer, id: string): Promise<ApiShape<ProjectRecord>> {
    const row = await this.visible(viewer, id);
    const unread = viewer.apiKey ? undefined : await this.unread([id], row.admin);
    return projectRecord(row.project, row.customerEmail, unread && (unread.get(id) ?? 0));
  }

  /** The project if the viewer may see it: its own customer's, or an Admin's or an API key's. Else the 404 of a missing one. */
  async visible(viewer: Viewer, id: string): Promise<{ project: Project; customerEmail: string; admin: boolean }> {
    const [row] = await this.rows(`p.id = $1`, [id]);
    if (row) {
      if (row.project.accountId === viewer.id && !viewer.apiKey) return { ...row, admin: false };
      if (await this.seesAll(viewer)) return { ...row, admin: true };
    }
    throw new NotFoundException(`Project ${id} was not found`);
  }

  /**
   * The agency plans the stages and says which one is under way; the customer is mailed when the
   * stage under way changes (once the change committed, only by the change that moved it).
   */
  async setStages(id: string, input: ProjectStagesInput, actor: Actor | undefined): Promise<ApiShape<ProjectRecord>> {
    if (input.currentStage >= input.stages.length) throw new BadRequestException(PROJECT_TEXTS.currentStage(input.stages.length));
    for (const stage of input.stages) {
      if (stage.startsOn && stage.endsOn && stage.endsOn < stage.startsOn) throw new BadRequestException(PROJECT_TEXTS.stageDatesOrder(stage.name));
    }
    let moved: { customerEmail: string; packageName: string; stage: string } | undefined;
    const saved = await this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(Project);
      const project = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!project) throw new NotFoundException(`Project ${id} was not found`);
      const stages = input.stages.map((stage) => ({ name: stage.name, startsOn: stage.startsOn ?? null, endsOn: stage.endsOn ?? null }));
      const before = project.stages[project.currentStage]?.name;
      const now = stages[input.currentStage];
      const stageMoved = before !== now.name || project.currentStage !== input.currentStage;
      // A stage set under way without a start date starts today.
      if (stageMoved && !now.startsOn) now.startsOn = today();
      await repository.update({ id }, { stages, currentStage: input.currentStage });
      const changed = await repository.findOneByOrFail({ id });
      const [{ customer_email: customerEmail }]: [{ customer_email: string }] = await change.manager.query(
        `SELECT customer_email FROM customer_order WHERE id = $1`,
        [project.orderId],
      );
      await change.record(actor, {
        kind: 'project',
        action: 'stages',
        subject: `Project of order ${project.orderId} (${project.packageName})`,
        subjectId: id,
        detail: stageMoved ? `stage: ${before ?? '—'} → ${now.name}` : 'stages planned',
      });
      if (stageMoved) {
        await change.emit('project.stage_changed', { project: projectRecord(changed, customerEmail), change: { from: before ?? null, to: now.name } });
        change.afterCommit(() => {
          moved = { customerEmail, packageName: project.packageName, stage: now.name };
        });
      }
      return projectRecord(changed, customerEmail);
    });
    if (moved) {
      await this.mail
        .send({
          to: moved.customerEmail,
          kind: 'projectStage',
          data: { packageName: moved.packageName, stage: moved.stage, projectUrl: this.projectUrl(id) },
        })
        .catch((error: Error) => this.logger.warn(`Could not mail the stage of project ${id}: ${error.message}`));
    }
    return saved;
  }

  /**
   * The client answers the onboarding questions (again, if they want to correct one): one answer
   * per question, the required ones not empty, each within its length. Nothing is stored otherwise.
   */
  async answer(viewer: Viewer, id: string, input: OnboardingAnswersInput): Promise<ApiShape<ProjectRecord>> {
    const { project, admin } = await this.visible(viewer, id);
    // The answers are the client's word: an Admin or a key reads them, never writes them.
    if (admin && project.accountId !== viewer.id) throw new NotFoundException(`Project ${id} was not found`);
    const { questions } = project;
    if (questions.length === 0) throw new BadRequestException(PROJECT_TEXTS.noQuestions);
    if (input.answers.length !== questions.length) throw new BadRequestException(PROJECT_TEXTS.answersCount(questions.length));
    const answers = input.answers.map((answer) => answer.trim());
    questions.forEach((question, index) => {
      const max = question.long ? PROJECT_LIMITS.longAnswer : PROJECT_LIMITS.shortAnswer;
      if (question.required && !answers[index]) throw new BadRequestException(PROJECT_TEXTS.answerRequired(question.label));
      if (answers[index].length > max) throw new BadRequestException(PROJECT_TEXTS.answerTooLong(question.label, max));
    });
    return this.changes.run({}, async (change) => {
      const repository = change.manager.getRepository(Project);
      await repository.update({ id }, { answers, answeredAt: () => 'now()' });
      await change.record(
        { id: viewer.id, email: viewer.email },
        { kind: 'project', action: 'onboarding', subject: `Project of order ${project.orderId} (${project.packageName})`, subjectId: id },
      );
      const changed = await repository.findOneByOrFail({ id });
      return projectRecord(changed, viewer.email);
    });
  }

  /** An offer's stage list and onboarding questions (the defaults until the agency sets them). */
  async offerPortal(packageId: string): Promise<OfferPortalRecord> {
    const [offer]: { package_name: string }[] = await this.dataSource.query(`SELECT package_name FROM pricing_package WHERE id = $1`, [packageId]);
    if (!offer) throw new NotFoundException(`Pricing package ${packageId} was not found`);
    const portal = await this.dataSource.getRepository(OfferPortal).findOneBy({ packageId });
    return offerPortalRecord(packageId, offer.package_name, portal, DEFAULT_STAGES);
  }

  async setOfferPortal(packageId: string, input: OfferPortalInput, actor: Actor | undefined): Promise<OfferPortalRecord> {
    return this.changes.run({}, async (change) => {
      const [offer]: { package_name: string }[] = await change.manager.query(`SELECT package_name FROM pricing_package WHERE id = $1 FOR SHARE`, [packageId]);
      if (!offer) throw new NotFoundException(`Pricing package ${packageId} was not found`);
      const questions = input.questions.map((question) => ({ label: question.label, required: question.required, long: question.long }));
      await change.manager.getRepository(OfferPortal).upsert({ packageId, stages: input.stages, questions }, ['packageId']);
      await change.record(actor, {
        kind: 'project',
        action: 'offer-setup',
        subject: `Package: ${offer.package_name}`,
        subjectId: packageId,
        detail: `${input.stages.length} stages, ${questions.length} onboarding questions`,
      });
      const portal = await change.manager.getRepository(OfferPortal).findOneByOrFail({ packageId });
      return offerPortalRecord(packageId, offer.package_name, portal, DEFAULT_STAGES);
    });
  }

  /** Where the customer opens a project from a mail. */
  projectUrl(id: string): string {
    return `${this.settings.publicUrl}/projects/${id}`;
  }

  /** How many messages of the other side each project has that this side (the agency's, or the client's) has not read. */
  private async unread(projectIds: string[], agency: boolean): Promise<Map<string, number>> {
    if (projectIds.length === 0) return new Map();
    const rows: { project_id: string; n: number }[] = await this.dataSource.query(
      `SELECT m.project_id, count(*)::int AS n FROM project_message m JOIN project p ON p.id = m.project_id
        WHERE m.project_id = ANY($1) AND m.from_agency = $2 AND m.created_at > coalesce(${agency ? 'p.agency_read_at' : 'p.client_read_at'}, '-infinity')
        GROUP BY m.project_id`,
      [projectIds, !agency],
    );
    return new Map(rows.map((row) => [row.project_id, row.n]));
  }

  private async seesAll(viewer: Viewer): Promise<boolean> {
    // The agency's side: a key (its scope checked by the guard) or a member whose role holds the portal.
    return this.roster.can(viewer, 'projects');
  }

  private async rows(condition: string, parameters: unknown[]): Promise<{ project: Project; customerEmail: string }[]> {
    const ids: { id: string; customer_email: string }[] = await this.dataSource.query(
      `SELECT p.id, o.customer_email FROM project p JOIN customer_order o ON o.id = p.order_id WHERE ${condition}`,
      parameters,
    );
    if (ids.length === 0) return [];
    const projects = await this.dataSource.getRepository(Project).find({ where: ids.map((row) => ({ id: row.id })) });
    const byId = new Map(projects.map((project) => [project.id, project]));
    return ids.map((row) => ({ project: byId.get(row.id)!, customerEmail: row.customer_email }));
  }
}
