import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECTIONS, describeSection } from '../../../../backend/src/content/sections';
import { answer } from '../../../test/answer';
import { renderInApp } from '../../../test/render';
import { ApiError, ContentService, type RevisionDto, type SectionDefinitionDto, type TeamItemRecord } from '../../api/client';
import { RecordEditorScreen } from './RecordEditorScreen';

const served = JSON.parse(JSON.stringify(SECTIONS.map((section) => ({ ...describeSection(section), hidden: false })))) as SectionDefinitionDto[];

const member = (name: string, version: number): TeamItemRecord => ({
  _id: 't1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  teamMemberName: name,
  teamMemberTitle: 'SEO lead',
  teamMemberImg: '/images/team.svg',
  position: 1,
  hidden: false,
  version,
});

/** The API's answer to a save that names an older version than the one stored. */
const stale = (stored: number, yours: number) =>
  new ApiError(
    { method: 'PUT', url: '/api/team-item/{id}' },
    {
      url: '/api/team-item/t1',
      ok: false,
      status: 409,
      statusText: 'Conflict',
      body: {
        message: `This team members record was changed by someone else since you opened it (version ${stored}, yours ${yours}). Reload it and apply your changes again.`,
      },
    },
    'Conflict',
  );

let stored = member('Sofia Rossi', 3);
let revisions: RevisionDto[] = [];

beforeEach(() => {
  stored = member('Sofia Rossi', 3);
  revisions = [];
  jest.spyOn(ContentService, 'getSections').mockImplementation(() => answer(served));
  jest.spyOn(ContentService, 'getTeamItem').mockImplementation(() => answer(stored));
  jest.spyOn(ContentService, 'getRecordRevisions').mockImplementation(() => answer(revisions));
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderInApp(() => (
    <QueryClientProvider client={client}>
      <RecordEditorScreen sectionKey="teamItems" id="t1" />
    </QueryClientProvider>
  ));
  return screen.findByRole('textbox', { name: /Name/ });
}

describe('a save after someone else’s', () => {
  it('names the version loaded, and on a 409 says someone else saved, keeping what was typed', async () => {
    const update = jest.spyOn(ContentService, 'updateTeamItem').mockRejectedValue(stale(4, 3));
    const name = await renderEditor();
    expect(name).toHaveValue('Sofia Rossi');
    fireEvent.change(name, { target: { value: 'Sofia R.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this since you opened it');
    expect(update).toHaveBeenCalledWith({ id: 't1', requestBody: expect.objectContaining({ teamMemberName: 'Sofia R.' }), ifMatch: '3' });
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sofia R.');
  });

  it('"Reload theirs" shows what they saved, and the next save names their version', async () => {
    const update = jest.spyOn(ContentService, 'updateTeamItem').mockRejectedValueOnce(stale(4, 3));
    const name = await renderEditor();
    fireEvent.change(name, { target: { value: 'Sofia R.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');

    stored = member('Sofia Rossi-Bianchi', 4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sofia Rossi-Bianchi'));
    expect(screen.queryByRole('alert')).toBeNull();

    update.mockReturnValueOnce(answer(member('Sofia Rossi-Bianchi', 5)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({ id: 't1', requestBody: expect.objectContaining({ teamMemberName: 'Sofia Rossi-Bianchi' }), ifMatch: '4' }),
    );
  });

  it('"Keep mine and save again" saves what was typed over their version', async () => {
    const update = jest.spyOn(ContentService, 'updateTeamItem').mockRejectedValueOnce(stale(4, 3));
    const name = await renderEditor();
    fireEvent.change(name, { target: { value: 'Sofia R.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');

    stored = member('Sofia Rossi-Bianchi', 4);
    update.mockReturnValueOnce(answer(member('Sofia R.', 5)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save again' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith({ id: 't1', requestBody: expect.objectContaining({ teamMemberName: 'Sofia R.' }), ifMatch: '4' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sofia R.');
  });
});

describe('the history', () => {
  it('lists who changed which fields from what to what, and restores a version after a confirmation, the form showing it', async () => {
    revisions = [
      {
        id: '12',
        recordId: 't1',
        action: 'update',
        actorEmail: 'bo@example.com',
        createdAt: '2026-03-02T10:00:00.000Z',
        changed: ['teamMemberName', 'position'],
        before: { fields: { teamMemberName: 'Sofia' }, position: 2, hidden: false },
        after: { fields: { teamMemberName: 'Sofia Rossi' }, position: 1, hidden: false },
      },
      {
        id: '11',
        recordId: 't1',
        action: 'create',
        actorEmail: 'ada@example.com',
        createdAt: '2026-03-01T10:00:00.000Z',
        changed: ['teamMemberName'],
        before: null,
        after: { fields: { teamMemberName: 'Sofia' }, position: 2, hidden: false },
      },
    ];
    const restore = jest.spyOn(ContentService, 'restoreRevision').mockImplementation(() => {
      stored = member('Sofia', 4);
      return answer<{ _id: string }>(stored);
    });
    await renderEditor();
    const history = await screen.findByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('bo@example.com');
    expect(rows[1]).toHaveTextContent('Edited');
    // Each field by its label, from what to what.
    expect(within(rows[1]).getByText('Name: “Sofia” → “Sofia Rossi”')).toBeVisible();
    expect(within(rows[1]).getByText('Position: 2 → 1')).toBeVisible();
    expect(rows[1]).not.toHaveTextContent('teamMemberName');
    expect(rows[2]).toHaveTextContent('Added');
    expect(rows[2]).toHaveTextContent('Name');

    fireEvent.click(within(rows[2]).getByRole('button', { name: /^Restore this version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(restore).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ key: 'teamItems', revisionId: '11' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Sofia'));
  });
});
