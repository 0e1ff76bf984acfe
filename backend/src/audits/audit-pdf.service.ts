import { ConflictException, Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import { renderAuditPdf } from './audit-pdf.js';
import type { AuditRun } from './audit-run.entity.js';
import { AUDIT_TEXTS } from './texts.js';

/** A finished run's report as a PDF, in the agency's brand as its mails show it (read fresh each time). */
@Injectable()
export class AuditPdfService {
  constructor(private readonly mail: MailService) {}

  async render(run: AuditRun): Promise<Buffer> {
    if (run.status !== 'done' || run.score === null || !run.findings) throw new ConflictException(AUDIT_TEXTS.notDone);
    const brand = await this.mail.brandForMail();
    return renderAuditPdf(
      { targetUrl: run.targetUrl, score: run.score, pageCount: run.pageCount, findings: run.findings, finishedAt: run.finishedAt ?? run.createdAt },
      brand,
    );
  }
}
