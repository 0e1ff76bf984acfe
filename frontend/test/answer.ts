import { CancelablePromise } from '../src/api/client';

/** What a call of the generated client returns, settled like `value`: what mocks of its services answer. */
export function answer<T>(value: T | Promise<T>): CancelablePromise<T> {
  return new CancelablePromise<T>((resolve, reject) => {
    Promise.resolve(value).then(resolve, reject);
  });
}
