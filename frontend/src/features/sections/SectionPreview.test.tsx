import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { render } from '../../../test/render';
import { DrawnOrNote } from './SectionPreview';

function Package({ name }: { name: string | null }) {
  return <p>{name!.toUpperCase()}</p>;
}

describe('the preview of a half-typed draft', () => {
  it('shows a note instead of breaking the editor, and draws the next draft again', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <DrawnOrNote draft={{ name: null }}>
        <Package name={null} />
      </DrawnOrNote>,
    );
    expect(screen.getByText('The preview cannot show this draft yet.')).toBeInTheDocument();
    rerender(
      <DrawnOrNote draft={{ name: 'Standard' }}>
        <Package name="Standard" />
      </DrawnOrNote>,
    );
    expect(screen.getByText('STANDARD')).toBeInTheDocument();
  });
});
