import { createContext, useContext } from 'react';

/**
 * What a section appends to its element ids: nothing on the home page and for the first block of a
 * kind on a page (so `#pricing-sec` and the headings' ids stay what links and the spec name), the
 * block's id for a second block of the same kind, whose ids would otherwise repeat the first's.
 */
const SectionIdSuffix = createContext('');
export const SectionIdScope = SectionIdSuffix.Provider;

export function useSectionId(): (base: string) => string {
  const suffix = useContext(SectionIdSuffix);
  return (base) => base + suffix;
}
