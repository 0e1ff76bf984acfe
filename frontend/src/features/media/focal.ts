/** A focal point: where the subject is, 0 (left, top) to 1 (right, bottom). */
export interface Focal {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Three decimals: a tenth of a percent is finer than any crop needs. */
const rounded = (value: number) => Math.round(clamp(value) * 1000) / 1000;

/** The point clicked on the image, as a share of its drawn width and height. */
export function focalAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): Focal {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: rounded((clientX - box.left) / box.width), y: rounded((clientY - box.top) / box.height) };
}

/** Arrow keys move the point by 5 % (1 % with Shift); Home puts it back in the centre. Other keys: undefined. */
export function focalAfterKey(focal: Focal, key: string, fine = false): Focal | undefined {
  const step = fine ? 0.01 : 0.05;
  switch (key) {
    case 'ArrowLeft':
      return { x: rounded(focal.x - step), y: focal.y };
    case 'ArrowRight':
      return { x: rounded(focal.x + step), y: focal.y };
    case 'ArrowUp':
      return { x: focal.x, y: rounded(focal.y - step) };
    case 'ArrowDown':
      return { x: focal.x, y: rounded(focal.y + step) };
    case 'Home':
      return { x: 0.5, y: 0.5 };
    default:
      return undefined;
  }
}

/** How the point is read out: "30 % from the left, 25 % from the top". */
export const describeFocal = (focal: Focal) => `${Math.round(focal.x * 100)}% from the left, ${Math.round(focal.y * 100)}% from the top`;
