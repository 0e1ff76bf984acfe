import { ApiProperty } from '@nestjs/swagger';

/** The answer to a delete: what the admin is told. */
export class DeletedDto {
  @ApiProperty() message: string;
}
