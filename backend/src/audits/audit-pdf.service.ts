import { ConflictException, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { isUuid } from '../common/ids.js';
import { BrandService } from '../content/brand.service.js';
import { MailService } from '../mail/mail.service.js';
import { MediaService } from '../media/media.service.js';
import { renderAuditPdf, type PdfLogo, type ReportTrend } from './audit-pdf.js';
import type { AuditRun } from './audit-run.entity.js';
import { AUDIT_TEXTS } from './texts.js';

/** The logo's height in the PDF is 28 pt; three times that in pixels prints sharp. */
const LOGO_HEIGHT_PX = 84;

/** A finished run's report as a PDF, in the agency's brand as its mails show it (read fresh each time). */
@Injectable()
export class AuditPdfService {
  private readonly logger = new Logger('Audits');

  constructor(
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly media: MediaService,
  ) {}

  /** `report`: a client portal's site report of the run, with its trend (its PDF has no call to action). */
  async render(run: AuditRun, report?: ReportTrend): Promise<Buffer> {
    if (run.status !== 'done' || run.score === null || !run.findings) throw new ConflictException(AUDIT_TEXTS.notDone);
    const [brand, logo] = await Promise.all([this.mail.brandForMail(), this.logoPng()]);
    return renderAuditPdf(
      { targetUrl: run.targetUrl, score: run.score, pageCount: run.pageCount, findings: run.findings, finishedAt: run.finishedAt ?? run.createdAt, report },
      brand,
      logo,
    );
  }

  /**
   * The site's header logo as a PNG the PDF can embed (react-pdf takes neither SVG nor WebP), when
   * it is a library image: an address elsewhere is not fetched for a document a stranger can ask for.
   * A logo that cannot be read leaves the PDF with the agency's name alone.
   */
  private async logoPng(): Promise<PdfLogo | undefined> {
    const id = (await this.brand.logo())?.match(/^\/media\/([^/?#]+)$/)?.[1];
    if (!id || !isUuid(id)) return undefined;
    try {
      const file = await this.media.stableFile(id);
      if (!file) return undefined;
      const { data, info } = await sharp(file.body, { density: 300 }).resize({ height: LOGO_HEIGHT_PX }).png().toBuffer({ resolveWithObject: true });
      return { data, aspect: info.width / info.height };
    } catch (error) {
      this.logger.warn(`The logo could not be put in an audit report: ${(error as Error).message}`);
      return undefined;
    }
  }
}
