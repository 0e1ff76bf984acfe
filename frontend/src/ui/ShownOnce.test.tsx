import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { ShownOnce } from './ShownOnce';

describe('ShownOnce', () => {
  it('names the field and its copy button after what it shows, and is left when copied', () => {
    const onDone = jest.fn();
    render(
      <ShownOnce title="Copy it now" warning="Shown once." what="signing secret" value="s3cret" onDone={onDone}>
        <p>How to use it</p>
      </ShownOnce>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copy it now');
    expect(screen.getByLabelText('Signing secret')).toHaveValue('s3cret');
    expect(screen.getByRole('button', { name: 'Copy the signing secret' })).toBeInTheDocument();
    expect(screen.getByText('How to use it')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onDone).toHaveBeenCalled();
  });
});
