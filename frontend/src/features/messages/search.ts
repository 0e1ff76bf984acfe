import { defined, pageParam } from '../../ui/search';

/** Each box shows three messages a page. */
export const MESSAGES_PAGE_SIZE = 3;

/** /all-messages?unreadPage=2&readPage=1 — each box keeps its own page. */
export interface MessagesSearch {
  unreadPage?: number;
  readPage?: number;
}

export const validateMessagesSearch = (search: Record<string, unknown>): MessagesSearch =>
  defined({ unreadPage: pageParam(search.unreadPage), readPage: pageParam(search.readPage) });
