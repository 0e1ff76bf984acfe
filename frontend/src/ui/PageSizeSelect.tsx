import { NativeSelect } from '@mantine/core';
import { PAGE_SIZES } from './search';

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
