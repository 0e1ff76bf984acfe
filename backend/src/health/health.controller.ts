import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';

/** How long health waits for the database: as long as a request waits for a pooled connection. */
const HEALTH_TIMEOUT_MS = 5_000;

class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'reachable' })
  database: 'reachable';
}

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    return { status: 'ok', database: 'reachable' };
  }
}
