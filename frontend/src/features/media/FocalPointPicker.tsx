import { Stack, Text } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { describeFocal, focalAfterKey, focalAt, type Focal } from './focal';
import classes from './media.module.css';

/**
 * Where the image's subject is: a click (or a drag) on the image, or the arrow keys, sets it, and
 * a ring shows it. Crops of the image on the site keep this point in view.
 */
export function FocalPointPicker({ src, focal, onChange }: { src: string; focal: Focal; onChange: (focal: Focal) => void }) {
  const area = useRef<HTMLDivElement>(null);
  const place = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect();
    if (box) onChange(focalAt(box, event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focalAfterKey(focal, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <Stack gap={4}>
      <div
        ref={area}
        className={classes.focal}
        tabIndex={0}
        role="group"
        aria-label="Image: click or use the arrow keys to set its focal point"
        aria-describedby="focal-help"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          place(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) place(event);
        }}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt="" draggable={false} />
        <span className={classes.marker} style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
      </div>
      <Text id="focal-help" size="xs" c="gray.7">
        Click the subject (a face, say), or focus the image and move the ring with the arrow keys (Shift for small steps, Home to centre).
      </Text>
      <Text size="sm" aria-live="polite">
        Focal point: {describeFocal(focal)}
      </Text>
    </Stack>
  );
}
