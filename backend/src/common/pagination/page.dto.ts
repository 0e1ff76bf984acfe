import { Type as ClassType } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** page and pageSize of a list request; lists are paged by the server, never in the browser. */
export class PageQuery {
  @ApiProperty({ type: 'integer', default: 1, minimum: 1, maximum: 1_000_000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiProperty({ type: 'integer', default: 10, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageBounds(query: PageQuery, defaultSize = 10): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

const pageClasses = new Map<ClassType<unknown>, ClassType<unknown>>();

/** A named page class per item type (OrderPage, MessagePage, …) so the generated client is typed. */
export function PageOf<T>(item: ClassType<T>): ClassType<Page<T>> {
  const existing = pageClasses.get(item);
  if (existing) return existing as ClassType<Page<T>>;
  const name = `${item.name.replace(/Record$/, '')}Page`;
  const holder = {
    [name]: class {
      items: T[];
      total: number;
      page: number;
      pageSize: number;
    },
  };
  const page = holder[name];
  ApiProperty({ type: [item] })(page.prototype, 'items');
  ApiProperty({ type: Number, description: 'all matching items' })(page.prototype, 'total');
  ApiProperty({ type: Number })(page.prototype, 'page');
  ApiProperty({ type: Number })(page.prototype, 'pageSize');
  pageClasses.set(item, page);
  return page as ClassType<Page<T>>;
}
