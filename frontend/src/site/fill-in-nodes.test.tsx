import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { fillInNodes } from './fill-in-nodes';

describe('fillInNodes', () => {
  it('puts each element where its placeholder is, in the owner’s order, and leaves unknown placeholders as written', () => {
    const { container } = render(<p>{fillInNodes('Go to {b} or {a}; {c} stays.', { a: <a href="/a">A</a>, b: <a href="/b">B</a> })}</p>);
    expect(container.textContent).toBe('Go to B or A; {c} stays.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/b', '/a']);
  });
});
