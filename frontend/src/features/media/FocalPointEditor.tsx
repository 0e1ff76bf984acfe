import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MediaService, type MediaRecord } from '../../api/client';
import { fallbackFormat, focalPosition, isSvg, svgUrl, variantUrl } from '../../site/media';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { useVersionedSave } from '../../ui/versioned-save';
import type { Focal } from './focal';
import { FocalPointPicker } from './FocalPointPicker';
import classes from './media.module.css';
import { ifMatch, useImageVersion } from './versioned';

/** A variant big enough to work on in the panel, small enough to come at once: the first offered from 960 px, else the largest. */
function workingCopy(item: MediaRecord): string {
  if (isSvg(item)) return svgUrl(item.hash);
  const width = item.widths.find((offered) => offered >= 960) ?? item.widths.at(-1) ?? item.width;
  return variantUrl(item.hash, width, fallbackFormat(item));
}

/** Where crops of the image keep their centre: picked on a working copy, previewed as two crops. */
export function FocalPointEditor({ item }: { item: MediaRecord }) {
  const saved = { x: item.focalX, y: item.focalY };
  const [focal, setFocal] = useState<Focal>(saved);
  const changed = focal.x !== saved.x || focal.y !== saved.y;
  const image = useImageVersion(item);
  const save = useVersionedSave({
    ...image,
    action: (chosen: Focal, version) =>
      MediaService.updateMedia({ id: item.id, requestBody: { focalX: chosen.x, focalY: chosen.y }, ifMatch: ifMatch(version) }),
    message: 'Focal point saved: crops on the site keep it in view',
    showTheirs: (theirs) => {
      image.showTheirs(theirs);
      setFocal({ x: theirs.focalX, y: theirs.focalY });
    },
  });
  const position = focalPosition({ focalX: focal.x, focalY: focal.y });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Focal point
      </Title>
      <FocalPointPicker src={workingCopy(item)} focal={focal} onChange={setFocal} />
      {!isSvg(item) && (
        <div className={classes.crops} aria-hidden>
          <img src={item.thumbnailUrl} alt="" className={classes.crop} style={{ width: 72, objectPosition: position }} />
          <img src={item.thumbnailUrl} alt="" className={classes.crop} style={{ width: 128, objectPosition: position }} />
          <Text size="xs" c="gray.7">
            How square and wide crops keep it
          </Text>
        </div>
      )}
      <Group gap="sm">
        <Button size="sm" disabled={!changed} loading={save.saving} onClick={() => save.save(focal)}>
          Save focal point
        </Button>
        {changed && (
          <Button size="sm" variant="default" onClick={() => setFocal(saved)}>
            Undo
          </Button>
        )}
      </Group>
      {save.stale && <StaleSaveAlert {...save.conflict} />}
    </Stack>
  );
}
