/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { Container as MantineContainer, mergeMantineTheme, DEFAULT_THEME, Text as MantineText, Title as MantineTitle } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../theme';
import { Anchor, Button, Container, Group, Image, Stack, Text, Title } from './ui';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const ORDERS = [1, 2, 3, 4, 5, 6] as const;
const css = readFileSync(new URL('./ui.css', import.meta.url), 'utf8');
const mantine = mergeMantineTheme(DEFAULT_THEME, theme);
const MANTINE_CSS = readFileSync(new URL('../../../node_modules/@mantine/core/styles.css', import.meta.url), 'utf8');

/** The declarations of the one rule of ui.css with exactly this selector, as an object. */
function rule(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start).not.toBe(-1);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1).trim()]),
  );
}

/** What a Mantine component's vars resolver writes inline on its root for these props (the variables named only). */
function mantineVars(component: { varsResolver?: unknown }, props: Record<string, unknown>, names: string[]): Record<string, string> {
  const resolve = component.varsResolver as (theme: unknown, props: Record<string, unknown>, context: unknown) => { root: Record<string, string> };
  const root = resolve(mantine, props, {}).root;
  return Object.fromEntries(names.map((name) => [name, root[name]]));
}

/** The first element of server markup: its tag, class, data-size and inline style. */
function element(markup: string) {
  const tag = /^<([a-z0-9]+)([^>]*)>/.exec(markup)!;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag[2])?.[1];
  return { tagName: tag[1].toUpperCase(), className: attribute('class'), dataset: { size: attribute('data-size') }, getAttribute: attribute };
}

describe('the public boxes: named sizes as data-size, their variables in ui.css', () => {
  it.each(SIZES)('a text of size %s names it, and ui.css sets what Mantine would have written inline', (size) => {
    for (const markup of [renderToStaticMarkup(<Text size={size}>x</Text>), renderToStaticMarkup(<Anchor size={size}>x</Anchor>)]) {
      const shown = element(markup);
      expect(shown.dataset.size).toBe(size);
      expect(shown.getAttribute('style') ?? '').not.toContain('--text-');
    }
    expect(rule(`.site-text[data-size='${size}']`)).toEqual(mantineVars(MantineText, { size }, ['--text-fz', '--text-lh']));
  });

  it.each(ORDERS)('a title of order %s, and one of that size in another order', (order) => {
    const shown = element(renderToStaticMarkup(<Title order={order}>x</Title>));
    expect(shown.tagName).toBe(`H${order}`);
    expect(shown.dataset.size).toBe(`h${order}`);
    expect(shown.getAttribute('style') ?? '').not.toContain('--title-');
    expect(
      element(
        renderToStaticMarkup(
          <Title order={order === 1 ? 2 : 1} size={`h${order}`}>
            x
          </Title>,
        ),
      ).dataset.size,
    ).toBe(`h${order}`);
    const names = ['--title-fw', '--title-fz', '--title-lh'];
    expect(rule(`.site-title[data-size='h${order}']`)).toEqual(mantineVars(MantineTitle, { order }, names));
  });

  it.each(SIZES)('a container of size %s: md is ui.css default, the others a rule of their own', (size) => {
    const shown = element(renderToStaticMarkup(<Container size={size}>x</Container>));
    expect(shown.getAttribute('style') ?? '').not.toContain('--container-size');
    // Mantine names its theme variable; ui.css writes that variable's value (Mantine's stylesheet).
    const named = mantineVars(MantineContainer, { size }, ['--container-size'])['--container-size'];
    const value = new RegExp(`${named.slice(4, -1)}: ([^;]+);`).exec(MANTINE_CSS)![1];
    if (size === 'md') {
      expect(shown.dataset.size).toBeUndefined();
      expect(rule('.site-container')['max-width']).toBe(`var(--container-size, ${value})`);
    } else {
      expect(shown.dataset.size).toBe(size);
      expect(rule(`.site-container[data-size='${size}']`)).toEqual({ '--container-size': value });
    }
    expect(element(renderToStaticMarkup(<Container>x</Container>)).dataset.size).toBeUndefined();
  });

  it('keeps the style props and the caller style inline, after the class', () => {
    const shown = element(
      renderToStaticMarkup(
        <Text size="sm" c="gray.7" mb="md" style={{ letterSpacing: 1 }}>
          x
        </Text>,
      ),
    );
    expect(shown.className).toBe('site-text');
    expect(shown.getAttribute('style')).toBe('margin-bottom:var(--mantine-spacing-md);color:var(--mantine-color-gray-7);letter-spacing:1px');
  });

  it('passes the caller props on to the element, and keeps each box own props and style props off it', () => {
    const markup = [
      renderToStaticMarkup(
        <Stack gap="sm" align="center" id="a" mt={8} component="section" className="own">
          x
        </Stack>,
      ),
      renderToStaticMarkup(
        <Group gap={4} justify="end" visibleFrom="sm" aria-label="b">
          x
        </Group>,
      ),
      renderToStaticMarkup(
        <Text span size="xs" data-kind="c" fw={700}>
          x
        </Text>,
      ),
      renderToStaticMarkup(
        <Title order={3} size="h2" title="d">
          x
        </Title>,
      ),
      renderToStaticMarkup(<Image src="/e.webp" alt="" fit="cover" radius="md" unstyled />),
    ].join('\n');
    expect(markup).toBe(
      [
        '<section id="a" class="site-stack own" style="--stack-gap:var(--mantine-spacing-sm);--stack-align:center;margin-top:calc(0.5rem * var(--mantine-scale))">x</section>',
        '<div aria-label="b" class="site-group mantine-visible-from-sm" style="--group-gap:calc(0.25rem * var(--mantine-scale));--group-justify:end">x</div>',
        '<span data-kind="c" class="site-text" data-size="xs" style="font-weight:700">x</span>',
        '<h3 title="d" class="site-title" data-size="h2">x</h3>',
        '<link rel="preload" as="image" href="/e.webp"/><img src="/e.webp" alt="" class="" style="--image-object-fit:cover;--image-radius:var(--mantine-radius-md)"/>',
      ].join('\n'),
    );
  });

  it('draws a button state over the caller props, its label inside, and a spinner while loading', () => {
    const markup = renderToStaticMarkup(
      <Button variant="light" color="brand" size="lg" fullWidth loading type="submit" disabled={false}>
        Send
      </Button>,
    );
    expect(markup).toBe(
      '<button type="submit" disabled="" data-variant="light" data-size="lg" data-block="true" data-loading="true" class="mantine-focus-auto mantine-active site-unstyled-button site-button"' +
        ' style="--button-text:var(--mantine-color-brand-filled)">' +
        '<span class="site-spinner" aria-hidden="true"></span><span class="site-button-inner"><span class="site-button-label">Send</span></span></button>',
    );
  });
});
