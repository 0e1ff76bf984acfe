import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';
import { IN_MEMORY, SETTINGS, type Settings } from '../config/settings.js';
import { freeBytes, LOW_SPACE } from '../database/embedded-postgres.js';
import { ApiArea } from '../common/api-docs.js';

class DiskDto {
  @ApiProperty({ example: 5_368_709_120, description: 'Free bytes on the disk holding DATA_DIR (the embedded database, media, the mail outbox)' })
  free: number;

  @ApiProperty({ example: false, description: 'True when that is under 256 MB: writes will soon fail with 507' })
  low: boolean;

  @ApiPropertyOptional({ example: 'The disk holding DATA_DIR has 120 MB free. Free some space before it fills: writes then fail.' })
  warning?: string;
}

/** How long health waits for the database: as long as a request waits for a pooled connection. */
const HEALTH_TIMEOUT_MS = 5_000;

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'reachable' })
  database: 'reachable';

  @ApiPropertyOptional({ type: DiskDto, description: 'Absent when DATA_DIR is in memory' })
  disk?: DiskDto;
}

@ApiArea('health', 'Whether the app and its database answer, for load balancers and monitors.')
@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto, description: 'The app is up and its database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  @ApiOperation({
    summary: 'Check health',
    description: 'Answers 200 when the app is up and its database answers, 503 otherwise. For load balancers and monitors.',
  })
  async getHealth(): Promise<HealthDto> {
    // The way data requests go: the app's pool, a statement with a parameter (the extended
    // protocol; `SELECT 1` alone goes by the simple one) and a table of the app's. A health that
    // only proves the simple protocol said ok while every data request failed.
    const read = this.dataSource.query('SELECT count(*) FROM app_meta WHERE key = $1', ['site_version']);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, failed) => {
      timer = setTimeout(() => failed(new Error('no answer in time')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([read, late]);
    } catch {
      read.catch(() => undefined);
      throw new ServiceUnavailableException('The database is not reachable');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'reachable', ...this.disk() };
  }

  /** Free space where DATA_DIR is, and a warning while there is little: the owner hears before writes fail. */
  private disk(): { disk?: DiskDto } {
    if (this.settings.dataDir === IN_MEMORY) return {};
    const free = freeBytes(this.settings.dataDir);
    const low = free < LOW_SPACE;
    const warning = low ? `The disk holding DATA_DIR has ${Math.floor(free / 2 ** 20)} MB free. Free some space before it fills: writes then fail.` : undefined;
    return { disk: { free, low, ...(warning && { warning }) } };
  }
}
