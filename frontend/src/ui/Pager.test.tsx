import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Pager } from './Pager';

function renderPager(page: number, total: number, numbered = false) {
  const onChange = jest.fn();
  render(<Pager page={page} pageSize={3} total={total} onChange={onChange} numbered={numbered} label="Orders pages" />);
  return onChange;
}

describe('pagination', () => {
  it('disables Previous on the first page and Next on the last', () => {
    renderPager(1, 7);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('asks for the next page', () => {
    const onChange = renderPager(2, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('disables Next on the last page', () => {
    renderPager(3, 7);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('numbers the pages when asked', () => {
    const onChange = renderPager(1, 7, true);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
