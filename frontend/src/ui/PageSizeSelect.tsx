import { NativeSelect } from '@mantine/core';

/** The larger page sizes an Admin may choose for a list; the server allows up to 100 (PageQuery). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A page size from the address: the list's default or one of PAGE_SIZES, else absent (the default). */
export function pageSizeParam(value: unknown, defaultSize: number): number | undefined {
  const size = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return size !== defaultSize && (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
}

/** "Per page": the list's own size (the spec's) first, then the larger ones. */
export function PageSizeSelect({ value, defaultSize, onChange }: { value: number; defaultSize: number; onChange: (size: number) => void }) {
  const sizes = [defaultSize, ...PAGE_SIZES.filter((size) => size > defaultSize)];
  return (
    <NativeSelect
      label="Per page"
      w={110}
      value={String(value)}
      data={sizes.map((size) => String(size))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
