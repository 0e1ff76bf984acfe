import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';

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
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    return { status: 'ok', database: 'reachable' };
  }
}
