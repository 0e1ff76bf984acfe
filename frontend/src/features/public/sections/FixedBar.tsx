import classes from './sections.module.css';

/**
 * A bar of the fixed widths the spec sets for counters and skills, announced as a progress bar.
 * Plain CSS: it only decorates, so it does not need Mantine's Progress script.
 */
export function FixedBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className={classes.bar} role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <div className={classes.barFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
