import { Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { MediaRecord } from '../../api/client';
import classes from './media.module.css';

/** The library's thumbnails, each a button that picks or opens the image. */
export function MediaGrid({
  items,
  onSelect,
  label,
  selectedId,
}: {
  items: MediaRecord[];
  onSelect: (item: MediaRecord) => void;
  label: string;
  selectedId?: string;
}) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" m={0} p={0} className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <UnstyledButton className={classes.tile} onClick={() => onSelect(item)} aria-current={item.id === selectedId || undefined}>
            {/* Whole, not cropped to the tile: a wide logo or a tall portrait is recognised by its shape. */}
            <Image src={item.thumbnailUrl} alt="" className={classes.thumbnail} loading="lazy" fit="contain" />
            <Text size="sm" fw={600} truncate>
              {item.name}
            </Text>
            <Text size="xs" c="gray.7" truncate>
              {item.decorative ? 'Decorative' : item.alt}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
