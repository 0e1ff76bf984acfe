import { createElement, Suspense, use } from 'react';
import { loadBlock, loadedBlock } from './kinds';

/** A kind's component, from the loaded ones, else suspending until its chunk is here. */
function SectionOf({ kind, props }: { kind: string; props?: object }) {
  // The same component every render: kinds.ts keeps each loaded one.
  const component = loadedBlock(kind) ?? use(loadBlock(kind));
  return component ? createElement(component, props) : null;
}

/**
 * A section of a kind (blocks/kinds.ts), drawn with its component's own chunk. A page's route loads
 * the chunks of the kinds it shows before it renders (and the browser before it hydrates); where
 * nothing did (the back office's previews), the section shows once its chunk is here.
 */
export function Section({ kind, props }: { kind: string; props?: object }) {
  return (
    <Suspense fallback={null}>
      <SectionOf kind={kind} props={props} />
    </Suspense>
  );
}
