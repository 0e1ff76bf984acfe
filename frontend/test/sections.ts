import { loadBlock, SECTION_KINDS } from '../src/features/public/blocks/kinds';

/**
 * Loads every kind of section's component, one after another. A page loads its kinds' chunks
 * together (blocks/kinds.ts); under Jest's ES modules (`--experimental-vm-modules`), two dynamic
 * imports linking the same module at once fail ("request for 'react' is not in cache"), so a test
 * file that renders pages of several kinds on the server loads them all first.
 */
export async function loadAllSections(): Promise<void> {
  for (const kind of SECTION_KINDS) await loadBlock(kind);
}
