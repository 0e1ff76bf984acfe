import type { ReactNode } from 'react';
import classes from './container.module.css';

/** The public pages' centred column: `wide` for sections, `medium` for reading, `narrow` for a short message. */
export function Container({
  width = 'medium',
  as: Element = 'div',
  className,
  children,
}: {
  width?: 'narrow' | 'medium' | 'wide';
  as?: 'div' | 'article';
  className?: string;
  children?: ReactNode;
}) {
  const own = width === 'medium' ? classes.container : `${classes.container} ${classes[width]}`;
  return <Element className={className ? `${own} ${className}` : own}>{children}</Element>;
}
