import { describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import { useSave } from './save';

describe('saving through a mutation', () => {
  it('refreshes every view of the record it changed, and only those', async () => {
    let title = 'Old title';
    const readMessage = jest.fn(async () => title);
    const readOther = jest.fn(async () => 'other');
    let saveTitle: (() => Promise<unknown>) | undefined;

    function MessageHeading() {
      const message = useQuery({ queryKey: ['messages', 'one', 'm1'], queryFn: readMessage });
      return <h1>{message.data}</h1>;
    }
    function MessageList() {
      const message = useQuery({ queryKey: ['messages', 'list'], queryFn: readMessage });
      return <p>in the list: {message.data}</p>;
    }
    function Other() {
      useQuery({ queryKey: ['users', 'list'], queryFn: readOther });
      return null;
    }
    function Editor() {
      const update = useSave({
        action: async () => {
          title = 'New title';
        },
        message: 'Saved',
        changes: [['messages']],
      });
      saveTitle = () => update.save();
      return null;
    }

    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })}>
        <MessageHeading />
        <MessageList />
        <Other />
        <Editor />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Old title' });
    await act(async () => {
      await saveTitle?.();
    });
    await screen.findByRole('heading', { name: 'New title' });
    await waitFor(() => expect(screen.getByText('in the list: New title')).toBeInTheDocument());
    expect(readOther).toHaveBeenCalledTimes(1);
  });
});
