import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Allow } from '../common/roles.decorator.js';
import { AuditKindInfo, AuditPageDto, AuditQuery } from './audit.dto.js';
import { auditKinds } from './audit-kinds.js';
import { AuditService, decodeCursor } from './audit.service.js';
import { ApiArea } from '../common/api-docs.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 24 * 60 * 60 * 1000;

@ApiArea('audit', 'The audit log of every change made in the back office.')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Allow('audit-log')
  @Get('audit-log')
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ description: 'A filter is invalid' })
  @ApiOperation({
    operationId: 'getAuditLog',
    summary: 'Read the audit log',
    description:
      'Every change made in the back office (by Admins and API keys), newest first, filtered by actor, kind and dates, paged by the cursor `after` the previous page gave.',
  })
  getAuditLog(@Query() query: AuditQuery): Promise<AuditPageDto> {
    if (query.after && !decodeCursor(query.after)) throw new BadRequestException('after is not a cursor this log gave');
    const from = query.from ? new Date(query.from) : undefined;
    // A date alone means the whole of that day.
    const to = query.to ? new Date(new Date(query.to).getTime() + (DATE_ONLY.test(query.to) ? DAY : 0)) : undefined;
    if (from && to && from >= to) throw new BadRequestException('from must be before to');
    return this.audit.page({ actor: query.actor, kind: query.kind, from, to, after: query.after, pageSize: query.pageSize ?? 20 });
  }

  @Allow('audit-log')
  @Get('audit-log/kinds')
  @ApiOkResponse({ type: [AuditKindInfo] })
  @ApiOperation({
    operationId: 'getAuditKinds',
    summary: 'The kinds of audit entry',
    description: 'Every kind, in the order the back office offers them, with what it calls them; the same list the log checks `kind` against.',
  })
  getAuditKinds(): AuditKindInfo[] {
    return auditKinds();
  }
}
