import { useId, type ComponentProps } from 'react';
import classes from './Field.module.css';

/**
 * A labelled text field of the public pages' forms, drawn like Mantine's inputs. The public pages
 * use these native fields instead of Mantine's TextInput and Textarea, whose wrapper, clear button
 * and autosize code would be most of the script a first visit needs for its two small forms.
 */
export function TextField({ label, labelClassName, ...input }: ComponentProps<'input'> & { label: string; labelClassName?: string }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <FieldLabel id={id} label={label} required={input.required} className={labelClassName} />
      <input id={id} type="text" className={classes.input} {...input} />
    </div>
  );
}

export function TextAreaField({ label, ...textarea }: ComponentProps<'textarea'> & { label: string }) {
  const id = useId();
  return (
    <div className={classes.field}>
      <FieldLabel id={id} label={label} required={textarea.required} />
      <textarea id={id} className={`${classes.input} ${classes.multiline}`} {...textarea} />
    </div>
  );
}

function FieldLabel({ id, label, required, className }: { id: string; label: string; required?: boolean; className?: string }) {
  return (
    <label htmlFor={id} className={className ? `${classes.label} ${className}` : classes.label}>
      {label}
      {required && (
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
