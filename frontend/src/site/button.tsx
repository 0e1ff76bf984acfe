import type { ReactNode } from 'react';
import classes from './button.module.css';

export interface ButtonLook {
  /** `filled` (the default) in the primary colour, `light` and `outline` quieter, `white` for dark backgrounds */
  variant?: 'filled' | 'light' | 'outline' | 'white';
  /** `sm` (the default), `md` or `lg` */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The class names that draw a link or a button as the theme's button. */
export function buttonClass({ variant = 'filled', size = 'sm', className }: ButtonLook = {}): string {
  const names = [classes.button];
  if (variant !== 'filled') names.push(classes[variant]);
  if (size !== 'sm') names.push(classes[size]);
  if (className) names.push(className);
  return names.join(' ');
}

/** A form's submit button; while `busy` it keeps its size, shows a spinner over its label and takes no second click. */
export function SubmitButton({ busy = false, children, ...look }: ButtonLook & { busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={buttonClass({ ...look, className: [busy && classes.busy, look.className].filter(Boolean).join(' ') })} disabled={busy}>
      {busy && <span className={classes.spinner} aria-hidden="true" />}
      <span className={classes.label}>{children}</span>
    </button>
  );
}
