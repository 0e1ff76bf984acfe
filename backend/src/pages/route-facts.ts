import facts from '../generated/route-facts.json' with { type: 'json' };

/**
 * The frontend route tree's facts, generated from the routes' own declarations (frontend/src/routes/facts.ts)
 * into route-facts.json, so that the server knows them with or without a built frontend: which first
 * segments and paths the app owns, robots.txt's private areas, and the address grammar of the routes
 * that show data of their own. A frontend test fails when the file and the tree disagree.
 */
export const ROUTE_FACTS = facts;

/** A data route's address, read against its route: what it shows, and its parameters. */
export interface PageAddressMatch {
  kind: string;
  params: Record<string, string>;
}

const DATA_ROUTES = facts.pageData.map((route) => ({
  kind: route.kind,
  parts: route.path.split('/'),
  rules: new Map(Object.entries(route.params as Record<string, string>).map(([name, source]) => [name, new RegExp(source)])),
  fixed: route.path.split('/').filter((part) => part && !part.startsWith('$')).length,
}));

/**
 * The data route an address (as the frontend's `pageAddress` gives it: the route's path with its
 * parameters, lowercased) is for, read with the routes' own grammar: segment by segment, each
 * parameter by its rule, the route with the most fixed segments first. Undefined when none is.
 */
export function matchPageAddress(address: string): PageAddressMatch | undefined {
  const parts = address.split('/');
  let found: (PageAddressMatch & { fixed: number }) | undefined;
  for (const route of DATA_ROUTES) {
    if (route.parts.length !== parts.length || (found && found.fixed >= route.fixed)) continue;
    const params: Record<string, string> = {};
    const matches = route.parts.every((part, i) => {
      if (!part.startsWith('$')) return part === parts[i];
      const name = part.slice(1);
      params[name] = parts[i];
      return parts[i] !== '' && (route.rules.get(name)?.test(parts[i]) ?? true);
    });
    if (matches) found = { kind: route.kind, params, fixed: route.fixed };
  }
  return found && { kind: found.kind, params: found.params };
}

/** The path of the data routes of a kind that has no parameters (the blog's list, /blog/): where their addresses begin. */
export function pathOfKind(kind: string): string {
  const route = facts.pageData.find((candidate) => candidate.kind === kind && !candidate.path.includes('$'));
  if (!route) throw new Error(`No route without parameters shows ${kind}: see the frontend's route facts`);
  return route.path;
}
