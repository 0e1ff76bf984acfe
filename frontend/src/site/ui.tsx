import { createElement, type ComponentPropsWithoutRef, type CSSProperties, type ElementType, type ReactNode, type Ref } from 'react';

/*
 * The public pages' building blocks. They take the few Mantine props the pages use and draw what
 * Mantine's components draw (ui.css), on the theme's CSS variables, so MantineProvider's
 * theme still styles them; but they bring none of Mantine's component code (Box, style props, the
 * styles API, Button's loader and transitions: about 10 kB of gzipped script) into the first visit.
 * The back office keeps Mantine's own components.
 */

/** The class names of ui.css (global, so that their place among the stylesheets is RootDocument's). */
const classes = {
  container: 'site-container',
  stack: 'site-stack',
  group: 'site-group',
  text: 'site-text',
  title: 'site-title',
  anchor: 'site-anchor',
  unstyledButton: 'site-unstyled-button',
  button: 'site-button',
  buttonInner: 'site-button-inner',
  buttonLabel: 'site-button-label',
  spinner: 'site-spinner',
  burger: 'site-burger',
  burgerLines: 'site-burger-lines',
  image: 'site-image',
};

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Spacing = Size | number;

/** The style props the public pages use, with Mantine's meaning. */
export interface StyleProps {
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  my?: Spacing;
  mx?: Spacing | 'auto';
  py?: Spacing;
  pt?: Spacing;
  maw?: number | string;
  w?: number | string;
  h?: number | string;
  ta?: CSSProperties['textAlign'];
  /** a theme colour (`white`, `gray.7`, `brand.8`) or any CSS colour */
  c?: string;
  fw?: number;
  fz?: Size | number;
  tt?: CSSProperties['textTransform'];
}

/** A length as Mantine writes one: a number is pixels at the theme's scale, a size is the theme's spacing. */
const rem = (value: number) => `calc(${value / 16}rem * var(--mantine-scale))`;
const spacing = (value: Spacing | 'auto') => (typeof value === 'number' ? rem(value) : value === 'auto' ? 'auto' : `var(--mantine-spacing-${value})`);
const length = (value: number | string) => (typeof value === 'number' ? rem(value) : value);
const NAMED_COLORS = new Set(['white', 'black', 'dimmed', 'anchor']);

/** `gray.7` → the theme's variable for that shade; a plain CSS colour stays as it is. */
export function themeColor(color: string): string {
  const [name, shade] = color.split('.');
  if (shade !== undefined) return `var(--mantine-color-${name}-${shade})`;
  return NAMED_COLORS.has(color) ? `var(--mantine-color-${color})` : color;
}

type Props<P> = P &
  StyleProps & { component?: ElementType; className?: string; style?: CSSProperties; children?: ReactNode; ref?: Ref<HTMLElement> } & Record<string, unknown>;

/** What the boxes read from their props: the style props, and the element, class and style to draw. */
interface BoxProps extends StyleProps {
  component?: ElementType;
  className?: string;
  style?: CSSProperties;
}

/**
 * The element with its class and its inline style: the component's CSS variables (those defined),
 * then the style props in the order Mantine applies them, then the caller's own `style`. One object
 * built in one pass: these run for every box of every page render.
 *
 * The props are read in one loop over their keys, not with an object rest: a rest that left out
 * 19 names was 8.6% of a render's own time, and the loop made a render of `/` 12% quicker
 * (docs/performance.md, 2026-11-28). `ownProps` names the box's own props (a text's `size`), read
 * by the box and not passed to the element, so a box takes its props whole instead of copying
 * them without those. `extra` is set on the element after the caller's props (a button's state).
 *
 * A size that takes one of a few names (a text's `sm`, a title's `h2`) is written as `data-size`,
 * and ui.css sets the variables Mantine would have written inline for it: about 8 KB less markup on
 * the home page, written and parsed once instead of per element.
 */
function render(
  element: ElementType,
  className: string,
  props: Record<string, unknown>,
  vars?: Record<string, string | undefined>,
  size?: string,
  ownProps?: readonly string[],
  extra?: Record<string, unknown>,
) {
  let component: BoxProps['component'], own: BoxProps['className'], ownStyle: BoxProps['style'];
  let m: BoxProps['m'], mt: BoxProps['mt'], mb: BoxProps['mb'], my: BoxProps['my'], mx: BoxProps['mx'], py: BoxProps['py'], pt: BoxProps['pt'];
  let maw: BoxProps['maw'],
    w: BoxProps['w'],
    h: BoxProps['h'],
    ta: BoxProps['ta'],
    c: BoxProps['c'],
    fw: BoxProps['fw'],
    fz: BoxProps['fz'],
    tt: BoxProps['tt'];
  const rest: Record<string, unknown> = {};
  for (const key in props) {
    // Each case stores the value in the variable of its style prop, typed as StyleProps says.
    const value = props[key] as never;
    switch (key) {
      case 'component':
        component = value;
        break;
      case 'className':
        own = value;
        break;
      case 'style':
        ownStyle = value;
        break;
      case 'm':
        m = value;
        break;
      case 'mt':
        mt = value;
        break;
      case 'mb':
        mb = value;
        break;
      case 'my':
        my = value;
        break;
      case 'mx':
        mx = value;
        break;
      case 'py':
        py = value;
        break;
      case 'pt':
        pt = value;
        break;
      case 'maw':
        maw = value;
        break;
      case 'w':
        w = value;
        break;
      case 'h':
        h = value;
        break;
      case 'ta':
        ta = value;
        break;
      case 'c':
        c = value;
        break;
      case 'fw':
        fw = value;
        break;
      case 'fz':
        fz = value;
        break;
      case 'tt':
        tt = value;
        break;
      default:
        if (ownProps === undefined || !ownProps.includes(key)) rest[key] = value;
    }
  }
  if (extra) for (const key in extra) rest[key] = extra[key];
  const css: Record<string, string | number | undefined> = {};
  if (vars) for (const name in vars) if (vars[name] !== undefined) css[name] = vars[name];
  if (m !== undefined) css.margin = spacing(m);
  if (my !== undefined) css.marginBlock = spacing(my);
  if (mx !== undefined) css.marginInline = spacing(mx);
  if (mt !== undefined) css.marginTop = spacing(mt);
  if (mb !== undefined) css.marginBottom = spacing(mb);
  if (py !== undefined) css.paddingBlock = spacing(py);
  if (pt !== undefined) css.paddingTop = spacing(pt);
  if (maw !== undefined) css.maxWidth = length(maw);
  if (w !== undefined) css.width = length(w);
  if (h !== undefined) css.height = length(h);
  if (ta !== undefined) css.textAlign = ta;
  if (c !== undefined) css.color = themeColor(c);
  if (fw !== undefined) css.fontWeight = fw;
  if (fz !== undefined) css.fontSize = typeof fz === 'number' ? rem(fz) : `var(--mantine-font-size-${fz})`;
  if (tt !== undefined) css.textTransform = tt;
  if (ownStyle) Object.assign(css, ownStyle);
  rest.className = own && className ? `${className} ${own}` : own || className;
  if (size !== undefined) rest['data-size'] = size;
  rest.style = css;
  return createElement(component ?? element, rest);
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The props each box reads itself, not passed on to its element. */
const OWN = {
  container: ['size'],
  stack: ['gap', 'align'],
  group: ['gap', 'justify', 'visibleFrom'],
  text: ['size', 'span'],
  title: ['order', 'size'],
  anchor: ['size'],
  button: ['variant', 'color', 'size', 'fullWidth', 'loading', 'children'],
  image: ['fit', 'radius', 'unstyled'],
} as const;

/** `md` (ui.css's default) unless `size` says otherwise; the other sizes are ui.css's `data-size` rules. */
export function Container(props: Props<{ size?: Size }>) {
  const { size } = props;
  return render('div', classes.container, props, undefined, size === 'md' ? undefined : size, OWN.container);
}

export function Stack(props: Props<{ gap?: Spacing; align?: CSSProperties['alignItems'] }>) {
  const { gap, align } = props;
  return render('div', classes.stack, props, { '--stack-gap': gap === undefined ? undefined : spacing(gap), '--stack-align': align }, undefined, OWN.stack);
}

export function Group(props: Props<{ gap?: Spacing; justify?: CSSProperties['justifyContent']; visibleFrom?: Size }>) {
  const { gap, justify, visibleFrom } = props;
  const className = join(classes.group, visibleFrom && `mantine-visible-from-${visibleFrom}`);
  return render('div', className, props, { '--group-gap': gap === undefined ? undefined : spacing(gap), '--group-justify': justify }, undefined, OWN.group);
}

/** A text's size: ui.css sets `--text-fz` and `--text-lh` for each (Mantine's `md` without one). */
export function Text(props: Props<{ size?: Size; span?: boolean }>) {
  return render(props.span ? 'span' : 'p', classes.text, props, undefined, props.size, OWN.text);
}

/** A heading of `order`, drawn at the size of `size` (another heading's) when given. */
export function Title(props: Props<{ order?: 1 | 2 | 3 | 4 | 5 | 6; size?: `h${1 | 2 | 3 | 4 | 5 | 6}` }>) {
  const order = props.order ?? 1;
  return render(`h${order}`, classes.title, props, undefined, props.size ?? `h${order}`, OWN.title);
}

export function Anchor(props: Props<{ size?: Size }>) {
  return render('a', join('mantine-focus-auto', classes.text, classes.anchor), props, undefined, props.size, OWN.anchor);
}

/** A link or submit button in the theme's colour; `loading` keeps its size and shows a spinner over the label. */
export function Button(
  props: Props<{ variant?: 'filled' | 'light' | 'outline' | 'white'; color?: string; size?: 'md' | 'lg'; fullWidth?: boolean; loading?: boolean }>,
) {
  const { variant, color, size, fullWidth, loading, children } = props;
  const content = (
    <>
      {loading && <span className={classes.spinner} aria-hidden="true" />}
      <span className={classes.buttonInner}>
        <span className={classes.buttonLabel}>{children}</span>
      </span>
    </>
  );
  const state = {
    'data-variant': variant,
    'data-size': size,
    'data-block': fullWidth || undefined,
    'data-loading': loading || undefined,
    disabled: loading || undefined,
    children: content,
  };
  const text = color ? `var(--mantine-color-${color}-filled)` : undefined;
  return render(
    'button',
    join('mantine-focus-auto mantine-active', classes.unstyledButton, classes.button),
    props,
    { '--button-text': text },
    undefined,
    OWN.button,
    state,
  );
}

export function Burger({ opened, hiddenFrom, ...props }: Props<{ opened: boolean; hiddenFrom?: Size }> & ComponentPropsWithoutRef<'button'>) {
  return render('button', join('mantine-focus-auto', classes.unstyledButton, classes.burger, hiddenFrom && `mantine-hidden-from-${hiddenFrom}`), {
    type: 'button',
    ...props,
    children: <span className={classes.burgerLines} data-opened={opened || undefined} />,
  });
}

/** An image filling its box's width; `fit` and `radius` as Mantine's Image. */
export function Image(props: Props<{ fit?: CSSProperties['objectFit']; radius?: Size; unstyled?: boolean }>) {
  const { fit, radius, unstyled } = props;
  return render(
    'img',
    unstyled ? '' : classes.image,
    props,
    { '--image-object-fit': fit, '--image-radius': radius && `var(--mantine-radius-${radius})` },
    undefined,
    OWN.image,
  );
}
