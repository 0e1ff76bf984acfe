import { defined, pageParam, pageSizeParam, textParam } from '../../ui/search';

/** Each box shows three messages a page. */
export const MESSAGES_PAGE_SIZE = 3;

/** Caught spam shows ten a page. */
export const SPAM_PAGE_SIZE = 10;

/** /all-messages?unreadPage=2&readPage=1&spamPage=1&search=audit&perPage=25 — each box keeps its own page; the search and the page size apply to both boxes. */
export interface MessagesSearch {
  /** messages a page in each box, when the Admin chose more than the default */
  perPage?: number;
  unreadPage?: number;
  readPage?: number;
  spamPage?: number;
  search?: string;
}

export const validateMessagesSearch = (search: Record<string, unknown>): MessagesSearch =>
  defined({
    unreadPage: pageParam(search.unreadPage),
    readPage: pageParam(search.readPage),
    spamPage: pageParam(search.spamPage),
    search: textParam(search.search),
    perPage: pageSizeParam(search.perPage, MESSAGES_PAGE_SIZE),
  });
