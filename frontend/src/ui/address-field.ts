import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts as `source` and follows it when it changes (a value loaded from the server, a
 * value in the address), while edits in between stay until then. Adjusted while rendering, as React
 * advises for state that follows a prop, rather than in an effect that draws the old value once
 * more. `keeps` says when the edited value already stands for the new source.
 */
export function useFollowingState<T>(source: T, keeps: (current: T, source: T) => boolean = Object.is): [T, Dispatch<SetStateAction<T>>] {
  const [current, setCurrent] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(followed, source)) {
    setFollowed(source);
    if (!keeps(current, source)) setCurrent(source);
  }
  return [current, setCurrent];
}

/**
 * The text of a field whose value lives in the address (a search, a filter): Back, Forward or a
 * link that change the address change the field too, unless what is typed already says the same.
 */
export function useAddressField(fromAddress: string): [string, Dispatch<SetStateAction<string>>] {
  return useFollowingState(fromAddress, (typed, source) => typed.trim() === source);
}
