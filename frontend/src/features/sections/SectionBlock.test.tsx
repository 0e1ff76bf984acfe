import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECTIONS, describeSection } from '../../../../backend/src/content/sections';
import { answer } from '../../../test/answer';
import { renderInApp } from '../../../test/render';
import { ContentService, type DeletedRecordDto, type SectionDefinitionDto, type ServiceItemRecord } from '../../api/client';
import { moveTo } from './move-record';
import { SectionBlock } from './SectionBlock';

/** What GET /api/sections answers, through JSON as the browser receives it. */
const served = JSON.parse(JSON.stringify(SECTIONS.map((section) => ({ ...describeSection(section), hidden: false })))) as SectionDefinitionDto[];

const service = (id: string, title: string, position: number, hidden = false): ServiceItemRecord => ({
  _id: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  serviceIcon: '/images/icon.svg',
  serviceTitle: title,
  serviceDetails: `${title} in detail`,
  position,
  hidden,
  version: 1,
});

let stored = [service('s1', 'Audits', 1), service('s2', 'Links', 2), service('s3', 'Content', 3)];
let deleted: DeletedRecordDto[] = [];

// The list and the other reads of the section, as the server would answer them.
beforeEach(() => {
  stored = [service('s1', 'Audits', 1), service('s2', 'Links', 2), service('s3', 'Content', 3)];
  deleted = [];
  jest.spyOn(ContentService, 'getSections').mockImplementation(() => answer(served));
  jest.spyOn(ContentService, 'getServiceItems').mockImplementation(() => answer(stored));
  jest.spyOn(ContentService, 'getDeletedRecords').mockImplementation(() => answer(deleted));
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function renderServices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderInApp(() => (
    <QueryClientProvider client={client}>
      <SectionBlock sectionKey="serviceItems" />
    </QueryClientProvider>
  ));
  await screen.findByRole('table', { name: 'Service items' });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Service items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** Opens a row's position list and picks a place. (jsdom runs no CSS transitions, so the open list never shows: its options count as hidden.) */
function choosePosition(name: string, place: string) {
  const input = screen.getByRole('combobox', { name: `Position of “${name}”` });
  fireEvent.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`no option list for ${name}`);
  fireEvent.click(within(list).getByRole('option', { name: place, hidden: true }));
}

describe('reordering a list section', () => {
  it('moves the chosen record to the position picked for it, and the list follows', async () => {
    const move = jest.spyOn(ContentService, 'moveSectionRecord').mockImplementation(({ id, requestBody }) => {
      stored = moveTo(stored, id, requestBody.position).map((record, index) => ({ ...record, position: index + 1 }));
      return answer<{ _id: string }>(stored.find((record) => record._id === id)!);
    });
    await renderServices();
    expect(rowNames()).toEqual(['Audits', 'Links', 'Content']);

    choosePosition('Content', '1');

    await waitFor(() => expect(move).toHaveBeenCalledWith({ key: 'serviceItems', id: 's3', requestBody: { position: 1 } }));
    expect(move).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rowNames()).toEqual(['Content', 'Audits', 'Links']));
    expect(screen.getByRole('combobox', { name: 'Position of “Content”' })).toHaveValue('1');
  });

  it('puts the list back when the server refuses the move', async () => {
    const move = jest.spyOn(ContentService, 'moveSectionRecord').mockRejectedValue(new Error('offline'));
    await renderServices();
    choosePosition('Audits', '3');
    await waitFor(() => expect(move).toHaveBeenCalledWith({ key: 'serviceItems', id: 's1', requestBody: { position: 3 } }));
    await waitFor(() => expect(rowNames()).toEqual(['Audits', 'Links', 'Content']));
  });

  it('gives every row a named drag handle that the keyboard can reach', async () => {
    await renderServices();
    const handle = screen.getByRole('button', { name: 'Drag “Links” to another place' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-describedby');
  });

  it('puts a record in the place asked for, as the API does, a place past the end being last', () => {
    const list = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect(moveTo(list, 'c', 1).map((item) => item._id)).toEqual(['c', 'a', 'b']);
    expect(moveTo(list, 'a', 2).map((item) => item._id)).toEqual(['b', 'a', 'c']);
    expect(moveTo(list, 'a', 9).map((item) => item._id)).toEqual(['b', 'c', 'a']);
  });
});

describe('hiding and restoring', () => {
  it('hides a record from visitors and marks it Hidden', async () => {
    const hide = jest.spyOn(ContentService, 'setRecordVisibility').mockImplementation(({ id, requestBody }) => {
      stored = stored.map((record) => (record._id === id ? { ...record, hidden: requestBody.hidden } : record));
      return answer<{ _id: string }>(stored.find((record) => record._id === id)!);
    });
    await renderServices();
    expect(screen.queryByText('Hidden')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide “Links” from visitors' }));
    await waitFor(() => expect(hide).toHaveBeenCalledWith({ key: 'serviceItems', id: 's2', requestBody: { hidden: true } }));
    await screen.findByRole('button', { name: 'Show “Links” to visitors' });
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });

  it('hides the whole section with its switch, and says so by its title', async () => {
    const hideSection = jest.spyOn(ContentService, 'setSectionVisibility').mockImplementation(({ requestBody }) => {
      served.find((definition) => definition.key === 'serviceItems')!.hidden = requestBody.hidden;
      return answer({ key: 'serviceItems', hidden: requestBody.hidden });
    });
    await renderServices();
    const visible = await screen.findByRole('switch', { name: 'Show service items to visitors' });
    await waitFor(() => expect(visible).toBeEnabled());
    expect(visible).toBeChecked();
    fireEvent.click(visible);
    await waitFor(() => expect(hideSection).toHaveBeenCalledWith({ key: 'serviceItems', requestBody: { hidden: true } }));
    await screen.findByText('Hidden from visitors');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show service items to visitors' })).not.toBeChecked());
    served.find((definition) => definition.key === 'serviceItems')!.hidden = false;
  });

  it('lists recently deleted records only when there are some, and restores one into the list', async () => {
    deleted = [
      {
        revisionId: '42',
        recordId: 's4',
        name: 'Local SEO',
        deletedAt: '2026-03-01T10:00:00.000Z',
        actorEmail: 'ada@example.com',
        record: { fields: { serviceTitle: 'Local SEO' }, position: 2, hidden: false },
      },
    ];
    const restore = jest.spyOn(ContentService, 'restoreRevision').mockImplementation(() => {
      stored = [stored[0], service('s4', 'Local SEO', 2), ...stored.slice(1)];
      deleted = [];
      return answer<{ _id: string }>(stored[1]);
    });
    await renderServices();
    fireEvent.click(await screen.findByRole('button', { name: 'Recently deleted (1)' }));
    expect(screen.getByText(/Deleted .* by ada@example\.com/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore “Local SEO”' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ key: 'serviceItems', revisionId: '42' }));
    await waitFor(() => expect(rowNames()).toEqual(['Audits', 'Local SEO', 'Links', 'Content']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Recently deleted/ })).toBeNull());
  });
});
