import { Inject, Injectable, type ModuleMetadata, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { registerAuditKind } from '../audit/audit-kinds.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes } from '../changes/changes.service.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { SeoModule } from '../seo/seo.module.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import type { DocumentRow, PublishedDocumentDeclaration } from './document-kind.js';
import { revisionEntity, type DocumentRevision } from './document-revisions.js';
import { DocumentWrites } from './document-writes.js';
import { MediaUseRegistry } from './media-uses.js';
import { PublicationSchedule } from './publication-schedule.js';

type Class<T> = new (...args: never[]) => T;

/** What one declaration gives a published document type. */
export interface PublishedDocumentKind<T extends DocumentRow> {
  declaration: PublishedDocumentDeclaration<T>;
  /** its schedule (documents/publication-schedule.ts): scheduled documents appear at their time on every instance */
  Schedule: Class<PublicationSchedule>;
  /** its write path, to inject with `@Inject(KIND.Writes)` as a `DocumentWrites<T>` */
  Writes: Class<DocumentWrites<T>>;
  /** its revisions' entity, when it keeps them */
  Revision?: new () => DocumentRevision;
  /**
   * The type's module: its controllers and services as given, with its entities, the schedule,
   * the write path, the registration of its media uses and the modules every type needs.
   */
  module(own: Required<Pick<ModuleMetadata, 'controllers' | 'providers'>> & Pick<ModuleMetadata, 'exports' | 'imports'>): ModuleMetadata;
}

const named = <C extends object>(target: C, name: string): C => Object.defineProperty(target, 'name', { value: name });

/**
 * A published document type from one declaration (see PublishedDocumentDeclaration). Call it once,
 * at the top of the type's declaration file, next to its audit kind's `declare module`: the audit
 * kind is registered here, at import, so before any request and before the API is described.
 * What stays the type's own: its entity, texts, DTOs, controller (the Swagger plugin reads it),
 * the rules of its fields (its service) and its public pages (its reading service).
 */
export function definePublishedDocument<T extends DocumentRow>(declaration: PublishedDocumentDeclaration<T>): PublishedDocumentKind<T> {
  const { name, table, lock, entity, section, sectionTitle } = declaration;
  registerAuditKind(declaration.auditKind, declaration.auditLabel);

  @Injectable()
  class Schedule extends PublicationSchedule {
    constructor(@InjectDataSource() dataSource: DataSource, changes: Changes) {
      super(dataSource, changes, {
        table,
        lock,
        markKey: `${table}_schedule_mark`,
        logger: `${name}Schedule`,
        unchecked: `Scheduled ${sectionTitle.toLowerCase()} not checked`,
      });
    }
  }

  const revisions = declaration.revisions && { name: `${name}Revision`, table: `${table}_revision`, owner: declaration.revisions.owner };
  const Revision = revisions && revisionEntity(revisions);

  @Injectable()
  class Writes extends DocumentWrites<T> {
    constructor(
      @InjectDataSource() dataSource: DataSource,
      @Inject(Schedule) schedule: Schedule,
      audit: AuditService,
      webhooks: WebhookEventsService,
      redirects: RedirectsService,
    ) {
      super(declaration, dataSource, schedule, audit, webhooks, redirects, revisions && Revision && { ...revisions, entity: Revision });
    }
  }

  /** Registers where the type's documents use library images, once the entities' mapping is known. */
  @Injectable()
  class Registrations implements OnModuleInit {
    constructor(private readonly mediaUses: MediaUseRegistry) {}

    onModuleInit(): void {
      this.mediaUses.register({ section, sectionTitle, entity, ...declaration.mediaUses });
    }
  }

  named(Schedule, `${name}Schedule`);
  named(Writes, `${name}Writes`);
  named(Registrations, `${name}Registrations`);

  return {
    declaration,
    Schedule,
    Writes,
    Revision,
    module: (own) => ({
      imports: [
        TypeOrmModule.forFeature(Revision ? [entity, Revision] : [entity]),
        ContentModule,
        MediaModule,
        RedirectsModule,
        SeoModule,
        ...(own.imports ?? []),
      ],
      controllers: own.controllers,
      providers: [Schedule, Writes, Registrations, ...own.providers],
      exports: own.exports,
    }),
  };
}
