import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuLink } from './menus';
import classes from './SiteHeader.module.css';

/**
 * An item of the bar with links under it, as a disclosure: the item's own link, then a button
 * that shows or hides the list (aria-expanded). Escape closes it and gives the button its focus
 * back; so does leaving it with the keyboard or a click elsewhere. Not an ARIA menu: the links stay
 * links, reached with Tab like the bar's others.
 */
export function MenuDropdown({ item }: { item: MenuLink }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div className={classes.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <a href={item.href} className={classes.link}>
        {item.label}
      </a>
      <button
        ref={button}
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`More in ${item.label}`}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true" className={classes.caret} data-open={open || undefined} />
      </button>
      <ul id={listId} className={classes.submenu} hidden={!open}>
        {item.children.map((child, index) => (
          <li key={index}>
            <a href={child.href} className={classes.link} onClick={() => setOpen(false)}>
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The burger panel's items: a dropdown's links listed under their parent, always shown. */
export function PanelItems({ items, onNavigate }: { items: MenuLink[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((item, index) =>
        item.children.length === 0 ? (
          <a key={index} href={item.href} className={classes.link} onClick={onNavigate}>
            {item.label}
          </a>
        ) : (
          <div key={index} className={classes.panelGroup}>
            <a href={item.href} className={classes.link} onClick={onNavigate}>
              {item.label}
            </a>
            <ul className={classes.panelChildren} aria-label={item.label}>
              {item.children.map((child, childIndex) => (
                <li key={childIndex}>
                  <a href={child.href} className={classes.link} onClick={onNavigate}>
                    {child.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </>
  );
}
